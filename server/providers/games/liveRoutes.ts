import { type LiveTable, liveLoginParams, liveLoginRequest } from '#contract/liveGames.ts'
import { paging } from '#contract/paging.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { roundBets } from '../../modules/betting/index.ts'
import { GAME_STATUS } from '../../modules/games/index.ts'
import { liveDeviceRecords } from '../../modules/games/tables.ts'
import { assertPlayable, providerStatus } from './availability.ts'
import { liveTableName, liveTablePic } from './liveTables.ts'
import { launcher, roundStatistics, statisticsQuery } from './playerRoutes.ts'
import { GAME_PROVIDERS } from './provider.ts'
import type { SessionTokens } from './signature.ts'

const winfinity = GAME_PROVIDERS.winfinity

/** The site's language of a request (the client sends it as Accept-Language: 'zh', 'en', …). */
const languageOf = (header: string | undefined) =>
  (header ?? '').split(',')[0]?.trim().split(/[-_;]/)[0]?.toLowerCase() || 'en'

/**
 * A studio's round id is "{tableRoundId}.{betId}" (each bet is its own wallet round); the studio's
 * verifier checks the table's round, whose outcome every bet on it shares.
 */
const tableRoundOf = (roundId: string) => {
  const dot = roundId.lastIndexOf('.')
  return dot > 0 ? roundId.slice(0, dot) : roundId
}

/**
 * The live casino's §7 calls (winfinity, type 29), under /sports: the tables in the player's
 * language with the §4 status rules, the login that stores the §3 device record and answers the
 * table's frame URL, the player's live bets and their statistics for Reports.
 */
export function liveGameRoutes(ctx: AppContext, sessions: SessionTokens, studioPath: string | null) {
  const launch = launcher(ctx, sessions, studioPath)
  const signedIn = { preHandler: requireUser(ctx) }

  return async (app: App) => {
    app.get('/sports/winfinity/games/list', async (req): Promise<{ data: LiveTable[] }> => {
      const status = await providerStatus(ctx, winfinity)
      if (status === GAME_STATUS.hidden) return ok([])
      const lang = languageOf(req.headers['accept-language'])
      return ok(
        winfinity.titles.map((t) => ({
          id: t.id,
          gameId: winfinity.typeCode,
          name: liveTableName(t, lang),
          pic: liveTablePic(t),
          status,
          available: status === GAME_STATUS.active,
        })),
      )
    })

    app.post(
      '/sports/winfinity/games/login/:country/:id',
      {
        ...signedIn,
        schema: { params: liveLoginParams, body: liveLoginRequest },
        config: perPlayer(30),
      },
      async (req) => {
        const userId = currentUser(req).id
        const { country, id } = req.params
        // Refused (unknown table, not active, no studio) before anything is stored.
        await assertPlayable(ctx, winfinity, id)
        const { url } = (await launch(winfinity, userId, id)).data
        const d = req.body
        await ctx.db.insert(liveDeviceRecords).values({
          userId,
          tableId: id,
          country,
          // The address we saw (req.ip honours only the configured proxies), not one the client claims.
          ip: req.ip,
          os: d.os,
          device: d.device,
          browser: d.browser,
          fingerprint: d.fingerprint,
          javaEnabled: d.java_enabled,
          language: d.language,
          colorDepth: d.color_depth,
          screenHeight: d.screen_height,
          screenWidth: d.screen_width,
          timezoneOffset: d.timezone_offset,
          frameWidth: d.width,
          frameHeight: d.height,
          createdAt: ctx.clock.now(),
        })
        // The studio's page speaks the site's language (the one the lobby was listed in).
        return ok(`${url}&lang=${encodeURIComponent(languageOf(req.headers['accept-language']))}`)
      },
    )

    app.get('/sports/winfinity/mybet', { ...signedIn, schema: { querystring: paging } }, async (req) => {
      // A live bet is checked by its table's round, which every bet on it shares.
      const verify = (round: string) =>
        `${studioPath}/verify?provider=${winfinity.id}&round=${encodeURIComponent(tableRoundOf(round))}`
      return ok(
        await roundBets(
          ctx.db,
          winfinity.id,
          currentUser(req).id,
          req.query,
          studioPath ? verify : undefined,
        ),
      )
    })

    app.get(
      '/sports/winfinity/games/statistics',
      { ...signedIn, schema: { querystring: statisticsQuery(winfinity.typeCode) } },
      async (req) => ok(await roundStatistics(ctx, winfinity, currentUser(req).id, req.query)),
    )
  }
}
