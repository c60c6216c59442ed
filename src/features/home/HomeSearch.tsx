import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { GameEntry } from '../../shared/games/catalog.ts'
import { auth } from '../../state/auth.ts'
import styles from './HomePage.module.css'
import type { ListedMatch } from './StartingSoon.tsx'

const MOST = 8

// Signed-in players only: loaded with the first hit, not with the page.
const HitStars = lazy(() => import('./Favourites.tsx').then((m) => ({ default: m.HitStars })))

/**
 * Search across the open matches (teams, leagues) and the site's games as the player types, in
 * the player's language; a result opens its lobby or game.
 */
export function HomeSearch({ matches, games }: { matches: ListedMatch[]; games: readonly GameEntry[] }) {
  const { t, i18n } = useLingui()
  const [query, setQuery] = useState('')
  const { isAuthorized } = useSnapshot(auth)
  const id = useId()
  const words = query.trim().toLocaleLowerCase(i18n.locale)
  const has = (text: string) => text.toLocaleLowerCase(i18n.locale).includes(words)
  const gameHits = words.length < 2 ? [] : games.filter((g) => has(i18n._(g.label)))
  const matchHits =
    words.length < 2
      ? []
      : matches.filter(({ match: m }) => has(m.home_name) || has(m.away_name) || has(m.league_name))
  const label = t({ id: 'home.search', message: 'Search teams, leagues and games' })
  return (
    <search className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={label}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {words.length >= 2 ? (
        <ul className={styles.hits} aria-label={t({ id: 'home.searchResults', message: 'Search results' })}>
          {gameHits.map((g) => (
            <li key={g.key}>
              <Link to={g.to} search={g.search} className={styles.hit}>
                {i18n._(g.label)}
              </Link>
            </li>
          ))}
          {matchHits.slice(0, MOST).map(({ game, match: m }) => (
            <li key={`${game}:${m.match_id}`} className={styles.hitRow}>
              <Link to="/sport/$game" params={{ game }} className={styles.hit}>
                <span>
                  {m.home_name} – {m.away_name}
                </span>
                <span className={styles.hitLeague}>{m.league_name}</span>
              </Link>
              {isAuthorized ? (
                <Suspense fallback={null}>
                  <HitStars game={game} match={m} />
                </Suspense>
              ) : null}
            </li>
          ))}
          {gameHits.length + matchHits.length === 0 ? (
            <li className={styles.noHit} role="status">
              {t({ id: 'home.nothingFound', message: `Nothing matches “${query.trim()}”` })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </search>
  )
}
