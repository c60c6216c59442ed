import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { useCheckIn, useCheckInCalendar } from './api.ts'
import styles from './Rewards.module.css'
import { usdt } from './usdt.ts'

/** The 7-day check-in: this week's days with their amounts, the streak and today's claim button. */
export function CheckIn() {
  const { t } = useLingui()
  const calendar = useCheckInCalendar()
  const checkIn = useCheckIn()
  if (calendar.isPending) return <Skeleton rows={2} height={72} />
  if (calendar.isError) return <ErrorLine error={calendar.error} onRetry={() => calendar.refetch()} />
  const c = calendar.data
  if (c.campaign_id === null)
    return (
      <EmptyState icon="gift" title={<Trans id="rewards.noCheckIn">No check-in campaign is running</Trans>} />
    )
  const today = c.days.find((d) => d.today)
  const streak = c.streak
  return (
    <div className={styles.block}>
      <p className={styles.streak}>{t({ id: 'rewards.streak', message: `Days in a row: ${streak}` })}</p>
      <ol className={styles.calendar} aria-label={t({ id: 'rewards.calendar', message: 'This week' })}>
        {c.days.map((d) => (
          <li
            key={d.day}
            className={styles.day}
            data-claimed={d.claimed || undefined}
            aria-current={d.today ? 'date' : undefined}
          >
            <span className={styles.dayName}>{t({ id: 'rewards.dayN', message: `Day ${d.day}` })}</span>
            <span className={`${styles.dayAmount} tabular`}>{usdt(d.amount)}</span>
            <span className={styles.dayState}>
              {d.claimed
                ? t({ id: 'rewards.dayClaimed', message: 'Claimed' })
                : d.today
                  ? t({ id: 'rewards.dayToday', message: 'Today' })
                  : '\u00a0'}
            </span>
          </li>
        ))}
      </ol>
      {c.checked_in_today ? (
        <p className={styles.muted}>
          <Trans id="rewards.comeBack">Checked in today. Come back tomorrow to keep the streak.</Trans>
        </p>
      ) : (
        <Button variant="primary" block loading={checkIn.isPending} onClick={() => checkIn.mutate(undefined)}>
          {t({
            id: 'rewards.checkInFor',
            message: `Check in: day ${today?.day ?? 1}, ${usdt(today?.amount ?? '0')} USDT`,
          })}
        </Button>
      )}
      <p className={styles.muted}>
        <Trans id="rewards.checkInRule">A missed day starts the week again at day 1.</Trans>
      </p>
    </div>
  )
}
