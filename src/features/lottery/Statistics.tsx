import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MarkSixNumberStat } from '#contract/lottery.ts'
import { Ball } from '../../components/Ball/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { animalName } from './animals.ts'
import { marksixStatsQuery, STATS_WINDOWS } from './api.ts'
import styles from './Lottery.module.css'

/** How long ago a number last came out, in a few characters. */
function Since({ since }: { since: number | null }) {
  const { t } = useLingui()
  if (since === null) return <>{t({ id: 'lottery.stats.notDrawn', message: 'Not drawn' })}</>
  if (since === 0) return <>{t({ id: 'lottery.stats.latest', message: 'Latest' })}</>
  return <>{t({ id: 'lottery.stats.ago', message: `${since} ago` })}</>
}

function Over({ count, first, last }: { count: number; first: string; last: string }) {
  const { t } = useLingui()
  return (
    <p className={styles.hint}>
      {t({ id: 'lottery.stats.over', message: `Over the last ${count} draws, ${first} to ${last}` })}
    </p>
  )
}

function NumberCell({ stat, date }: { stat: MarkSixNumberStat; date: string }) {
  const { t, i18n } = useLingui()
  const drawn = stat.drawn
  return (
    <li className={styles.statCell}>
      <Ball n={stat.number} size="sm" animal={animalName(i18n, stat.number, date)} />
      <span className={styles.small}>{t({ id: 'lottery.stats.times', message: `${drawn}×` })}</span>
      <span className={styles.small}>
        <Since since={stat.since} />
      </span>
    </li>
  )
}

/**
 * Hot and cold numbers of a region, and how each number has fared, over its latest 30 or 100
 * draws. The server counts them from the draws table: the results list loads only a page of draws.
 */
export function Statistics({ game, date }: { game: string; date: string }) {
  const { t } = useLingui()
  const [span, setSpan] = useState<number>(STATS_WINDOWS[0])
  const stats = useQuery(marksixStatsQuery(game, span))
  const data = stats.data
  const of = (n: number) => data?.numbers[n - 1]
  return (
    <div className={styles.stats}>
      <fieldset className={styles.pills}>
        <legend className={styles.legend}>
          {t({ id: 'lottery.stats.windowLegend', message: 'Draws counted' })}
        </legend>
        {STATS_WINDOWS.map((count) => (
          <button
            key={count}
            type="button"
            className={styles.pill}
            aria-pressed={count === span}
            onClick={() => setSpan(count)}
          >
            {t({ id: 'lottery.stats.window', message: `Last ${count} draws` })}
          </button>
        ))}
      </fieldset>
      {stats.isPending ? <Skeleton rows={3} height={48} /> : null}
      {stats.isError ? <ErrorLine error={stats.error} onRetry={() => stats.refetch()} /> : null}
      {data && data.draws === 0 ? (
        <EmptyState icon="lottery" title={<Trans id="lottery.noResults">No draw results yet</Trans>} />
      ) : null}
      {data && data.draws > 0 ? (
        <>
          <Over count={data.draws} first={data.first ?? ''} last={data.last ?? ''} />
          <div className={styles.hotCold}>
            {(
              [
                ['hot', t({ id: 'lottery.stats.hot', message: 'Hot numbers' }), data.hot],
                ['cold', t({ id: 'lottery.stats.cold', message: 'Cold numbers' }), data.cold],
              ] as const
            ).map(([key, title, numbers]) => (
              <section key={key} className={styles.statGroup} aria-label={title}>
                <h2 className={styles.statTitle}>{title}</h2>
                <ol className={styles.statList}>
                  {numbers.map((n) => {
                    const stat = of(n)
                    return stat ? <NumberCell key={n} stat={stat} date={date} /> : null
                  })}
                </ol>
              </section>
            ))}
          </div>
          <section
            className={styles.statGroup}
            aria-label={t({ id: 'lottery.stats.all', message: 'Every number' })}
          >
            <h2 className={styles.statTitle}>{t({ id: 'lottery.stats.all', message: 'Every number' })}</h2>
            <p className={styles.hint}>
              {t({
                id: 'lottery.stats.allHint',
                message:
                  'Under each ball: times drawn, the special number included, and how many draws ago it last came out',
              })}
            </p>
            <ul className={styles.statGrid}>
              {data.numbers.map((stat) => (
                <NumberCell key={stat.number} stat={stat} date={date} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </div>
  )
}
