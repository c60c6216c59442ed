import { queryOptions } from '@tanstack/react-query'
import type { MarketView, SportMatchView } from '#contract/sports.ts'
import type { MatchInfo, SportGame } from '#engine/index.ts'
import { api } from '../../api/index.ts'
import type { BetsState } from '../../state/sports.ts'

/** What a lobby lists: the sports lobby and the home page's matches starting soon read it. */
export type Market = MarketView
export type SportMatch = SportMatchView

/** Odds move before kick-off; the lobby refreshes twice a minute so the buttons follow them. */
export const LOBBY_REFRESH_MS = 30_000

export const lobbyQuery = (game: SportGame) =>
  queryOptions({
    queryKey: ['sports', game],
    queryFn: () =>
      api.get<{ list: SportMatch[] }>(game, {
        query: { start: 0, limit: 100, timestamp: Date.now() },
        silent: true,
      }),
    refetchInterval: LOBBY_REFRESH_MS,
  })

/** The match as the slip keeps it (spec §3 bet slip entry). */
export function matchInfo(m: SportMatch): MatchInfo {
  const handicapped = m.markets.find(
    (x) => x.kind === 'handicap' || (x.kind === 'wl' && x.handicap !== undefined),
  )
  return {
    match_id: m.match_id,
    league_name: m.league_name,
    home_name: m.home_name,
    away_name: m.away_name,
    match_start_time: m.match_start_time,
    ...(handicapped?.handicap === undefined ? {} : { handicap_val: handicapped.handicap }),
  }
}

/** The match's picks on the slip as "kind:name" keys: a string, so an unchanged card skips rendering. */
export function pickedKeys(slip: BetsState, game: SportGame, matchId: string) {
  if (slip.selectedGame !== game) return ''
  const entry = slip.betSlipList.find((s) => s.match_id === matchId)
  return (entry?.betSlipLabelArray ?? [])
    .flatMap((l) => l.labelValueArray.map((v) => `${l.key}:${v.key}`))
    .join('|')
}

// Building a DateTimeFormat costs milliseconds; a slip of 15 matches would pay it 15 times a render.
const kickoffFormats = new Map<string, Intl.DateTimeFormat>()

export function kickoffText(iso: string, locale: string) {
  let format = kickoffFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })
    kickoffFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}
