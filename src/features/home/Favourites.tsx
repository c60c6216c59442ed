import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ComponentProps, ComponentType } from 'react'
import { useSnapshot } from 'valtio'
import { cricketPickLabel } from '../../shared/bets/cricketLabels.ts'
import { cricketListQuery } from '../../shared/bets/cricketList.ts'
import { pickedKeys } from '../../shared/bets/lobby.ts'
import { FavouriteStar } from '../../shared/favourites/FavouriteStar.tsx'
import { useFavourites } from '../../shared/favourites/favourites.ts'
import { isFavouriteMatch } from '../../shared/favourites/order.ts'
import { cricket, toggleCricketPick } from '../../state/cricket.ts'
import { bets } from '../../state/sports.ts'
import styles from './Favourites.module.css'
import type { ListedMatch, MatchRow, soonPrices } from './StartingSoon.tsx'

// Loaded for signed-in players only (visitors have no favourites). The page hands in its match
// row and prices rather than this chunk importing them: a module shared with the page would be
// split out of the page's chunk and cost every visitor another file.

type Row = ComponentProps<typeof MatchRow>
const SHOWN = 8

/**
 * 'Your favourites': the open matches of the player's favourite teams and leagues, soonest first,
 * with their prices (sports to the slip, cricket's match winner to the cricket slip); nothing at
 * all while there are none.
 */
export default function Favourites({
  matches,
  Row,
  prices,
}: {
  matches: ListedMatch[]
  Row: ComponentType<Row>
  prices: typeof soonPrices
}) {
  const { t, i18n } = useLingui()
  const favourites = useFavourites()
  const slip = useSnapshot(bets) as typeof bets
  const cricketSlip = useSnapshot(cricket)
  const followsCricket = favourites.list.some((f) => f.sport === 'cricket')
  const cricketList = useQuery({ ...cricketListQuery('open'), enabled: followsCricket })
  const rows: (Row & { id: string })[] = []
  for (const listed of matches) {
    const { game, match: m } = listed
    if (
      !isFavouriteMatch(favourites.has, game, { league: m.league_name, home: m.home_name, away: m.away_name })
    )
      continue
    rows.push({
      id: `${game}:${m.match_id}`,
      game,
      league: m.league_name,
      start: m.match_start_time,
      home: m.home_name,
      away: m.away_name,
      prices: prices(i18n, listed, pickedKeys(slip, game, m.match_id)),
    })
  }
  for (const m of followsCricket ? (cricketList.data?.list ?? []) : []) {
    if (!m.open || !isFavouriteMatch(favourites.has, 'cricket', m)) continue
    const entry = cricketSlip.slip.find((s) => s.matchId === m.matchId)
    const info = { matchId: m.matchId, home: m.home, away: m.away, league: m.league, startTime: m.startTime }
    rows.push({
      id: `cricket:${m.matchId}`,
      game: 'cricket',
      league: m.league,
      start: m.startTime,
      home: m.home,
      away: m.away,
      prices: m.markets
        .filter((x) => x.category === 'winner')
        .map((x) => ({
          key: x.betId,
          label: cricketPickLabel(i18n, x.betId, m),
          odds: x.odd,
          selected: Boolean(entry?.bets[x.betId]),
          onClick: () =>
            toggleCricketPick(info, x.betId, {
              categoryLabel: x.categoryLabel,
              slipLabel: x.slipLabel,
              odd: x.odd,
            }),
        })),
    })
  }
  if (rows.length === 0) return null
  const title = t({ id: 'home.favourites', message: 'Your favourites' })
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.matches}>
        {rows
          .sort((a, b) => a.start.localeCompare(b.start))
          .slice(0, SHOWN)
          .map(({ id, ...row }) => (
            <Row key={id} {...row} />
          ))}
      </ul>
    </section>
  )
}

/** The favourite stars of a search hit: each team and the league, named beside its star. */
export function HitStars({ game, match }: ListedMatch) {
  const items = [
    { kind: 'team', name: match.home_name },
    { kind: 'team', name: match.away_name },
    { kind: 'league', name: match.league_name },
  ] as const
  return (
    <div className={styles.hitStars}>
      {items.map((item) => (
        <span key={`${item.kind}:${item.name}`} className={styles.hitStar}>
          <FavouriteStar kind={item.kind} sport={game} name={item.name} />
          {item.name}
        </span>
      ))}
    </div>
  )
}
