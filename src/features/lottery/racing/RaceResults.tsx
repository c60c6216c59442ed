import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { RaceCar } from '../../../components/RaceCar/index.tsx'
import type { Draw } from '../api.ts'
import styles from './Race.module.css'

/** A replay of the drawn order: each car runs its lane to its finishing place. */
function Replay({ order }: { order: number[] }) {
  const { t } = useLingui()
  const [run, setRun] = useState(0)
  return (
    <div className={styles.replay}>
      <ol key={run} className={styles.track} aria-label={t({ id: 'racing.replay', message: 'Replay' })}>
        {Array.from({ length: 10 }, (_, i) => i + 1).map((car) => {
          const place = order.indexOf(car)
          return (
            <li
              key={car}
              className={styles.lane}
              style={
                { '--finish': `${100 - place * 7}%`, '--delay': `${place * 90}ms` } as React.CSSProperties
              }
            >
              <RaceCar n={car} className={styles.laneCar} />
            </li>
          )
        })}
      </ol>
      <button type="button" className={styles.again} onClick={() => setRun((r) => r + 1)}>
        <Trans id="racing.replayAgain">Replay</Trans>
      </button>
    </div>
  )
}

export function RaceResults({ draws }: { draws: Draw[] }) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState<string | null>(null)
  if (draws.length === 0)
    return <EmptyState icon="lottery" title={<Trans id="lottery.noResults">No draw results yet</Trans>} />
  return (
    <ul className={styles.results}>
      {draws.map((d) => (
        <li key={d.match_id} className={styles.result}>
          <button
            type="button"
            className={styles.row}
            aria-expanded={open === d.match_id}
            onClick={() => setOpen(open === d.match_id ? null : d.match_id)}
          >
            <span>
              {d.match_id} ·{' '}
              {new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(new Date(d.draw_at))}
            </span>
            <span className={styles.order}>
              {(d.numbers ?? []).map((car) => (
                <RaceCar key={car} n={car} />
              ))}
            </span>
          </button>
          {open === d.match_id && d.numbers ? <Replay order={d.numbers} /> : null}
        </li>
      ))}
    </ul>
  )
}
