import { useLingui } from '@lingui/react/macro'
import type { DrawSchedule } from '#contract/backofficeRoles.ts'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import styles from '../Backoffice.module.css'
import { gameName } from '../gameName.ts'
import { columnsOf, TableFrame, Td } from '../resource/DataTable.tsx'
import { useDrawSchedules } from './api.ts'

// 2026-11-22 was a Sunday: weekday n (0 Sunday) is that day + n.
const weekday = (locale: string, n: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22 + n))

/** Each lottery's rhythm as the scheduler keeps it, and its next draw. */
export function Schedules() {
  const { t, i18n } = useLingui()
  const schedules = useDrawSchedules()
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const caption = t({ id: 'bo.draws.schedules', message: 'Schedules' })
  const label = {
    game: t({ id: 'bo.draws.game', message: 'Game' }),
    when: t({ id: 'bo.draws.when', message: 'Draws' }),
    close: t({ id: 'bo.draws.closes', message: 'Betting closes' }),
    next: t({ id: 'bo.draws.next', message: 'Next draw' }),
  }
  const when = (s: DrawSchedule) => {
    if (s.everyMinutes !== null) {
      const minutes = s.everyMinutes
      return t({ id: 'bo.draws.every', message: `Every ${minutes} min` })
    }
    const days = (s.weekdays ?? []).map((d) => weekday(i18n.locale, d)).join(', ')
    const time = s.time ?? ''
    return s.weekdays?.length === 7
      ? t({ id: 'bo.draws.daily', message: `Daily at ${time} UTC` })
      : t({ id: 'bo.draws.weekly', message: `${days} at ${time} UTC` })
  }
  if (schedules.isPending) return <Skeleton rows={4} height={44} />
  if (schedules.isError) return <ErrorLine error={schedules.error} onRetry={() => void schedules.refetch()} />
  return (
    <section className={styles.section} aria-label={caption}>
      <h2 className={styles.subtitle}>{caption}</h2>
      <TableFrame caption={caption} columns={columnsOf(Object.values(label), 4)}>
        {schedules.data.map((s) => {
          const seconds = s.closeBeforeSeconds
          const minutes = Math.floor(seconds / 60)
          return (
            <tr key={s.game}>
              <Td label={label.game}>{gameName(i18n, s.game)}</Td>
              <Td label={label.when}>{when(s)}</Td>
              <Td label={label.close}>
                {seconds % 60 === 0
                  ? t({ id: 'bo.draws.closesBefore', message: `${minutes} min before the draw` })
                  : t({ id: 'bo.draws.closesBeforeSeconds', message: `${seconds} s before the draw` })}
              </Td>
              <Td label={label.next} className={`tabular ${styles.nowrap}`}>
                {s.next ? dateTime.format(new Date(s.next)) : '—'}
              </Td>
            </tr>
          )
        })}
      </TableFrame>
    </section>
  )
}
