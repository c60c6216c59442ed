import { asc, eq } from 'drizzle-orm'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { games } from '../games/tables.ts'
import { liveSlides } from './slides.ts'
import { currencies, siteConfig } from './tables.ts'

/** Public, cacheable site content: footer texts, promotions, currencies and game availability. */
export function siteRoutes(ctx: AppContext) {
  const configValue = async (key: string) => {
    const [row] = await ctx.db.select().from(siteConfig).where(eq(siteConfig.key, key))
    return row?.value ?? null
  }

  return async (app: App) => {
    app.get('/site_config', async () => ok({ footer: (await configValue('footer')) ?? {} }))

    app.get('/copyright', async () => ok(await configValue('copyright')))

    app.get('/slideshow', async () => ok(await liveSlides(ctx.db, ctx.clock.now())))

    app.get('/available_games', async () =>
      ok(
        await ctx.db
          .select({ game_id: games.gameId, name: games.name, status: games.status })
          .from(games)
          .orderBy(asc(games.sort), asc(games.gameId)),
      ),
    )

    app.get('/config/exchange', async () =>
      ok(
        await ctx.db
          .select({
            id: currencies.id,
            currency: currencies.currency,
            exchange: currencies.exchange,
            sport_bet_min: currencies.sportBetMin,
            lotter_bet_min: currencies.lotterBetMin,
            status: currencies.status,
            flag: currencies.flag,
            img: currencies.img,
            sort: currencies.sort,
          })
          .from(currencies)
          .where(eq(currencies.status, 1))
          .orderBy(asc(currencies.sort)),
      ),
    )
  }
}
