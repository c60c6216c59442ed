import { useLingui } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import type { GameEntry } from '../../shared/games/catalog.ts'
import { drawsQuery } from '../../shared/lottery/draws.ts'
import { timeLeftText } from '../../shared/lottery/timeLeft.ts'
import styles from './HomePage.module.css'

/** Ticks once a second while mounted, for the countdowns. */
function useNow() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** The next draw of each Mark Six region the site offers, with the time left to bet on it. */
export function NextDraws({ regions }: { regions: readonly (GameEntry & { disabled: boolean })[] }) {
  const { t, i18n } = useLingui()
  const now = useNow()
  const draws = useQueries({ queries: regions.map((r) => drawsQuery(r.key)) })
  const title = t({ id: 'home.nextDraws', message: 'Next draws' })
  if (regions.length === 0) return null
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.draws}>
        {regions.map((region, i) => {
          const query = draws[i]
          const next = query?.data?.next
          const left = next ? Date.parse(next.close_at) - now : 0
          return (
            <li key={region.key}>
              <Link to={region.to} search={region.search} className={styles.draw}>
                <span className={styles.drawName}>{i18n._(region.label)}</span>
                {query?.isPending ? <Skeleton rows={1} height={20} /> : null}
                {next && left > 0 ? (
                  <span className={styles.drawTime}>
                    {t({ id: 'home.drawNumber', message: `Draw ${next.match_id}` })} ·{' '}
                    <span className="tabular" role="timer" aria-live="off">
                      {timeLeftText(left)}
                    </span>
                  </span>
                ) : null}
                {query?.data && (!next || left <= 0) ? (
                  <span className={styles.drawTime}>
                    {t({ id: 'home.noOpenDraw', message: 'No draw open now' })}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
