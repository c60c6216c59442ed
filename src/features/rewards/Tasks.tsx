import { Trans, useLingui } from '@lingui/react/macro'
import { REWARD_STATUS, type RewardTask } from '#contract/rewards.ts'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { useClaim } from './api.ts'
import { STATUS_LABELS } from './labels.ts'
import styles from './Rewards.module.css'
import { percentOf, usdt } from './usdt.ts'

/** Tasks (spec §4 PlaceLotteryBet): stake a total on lottery while the task runs, then claim. */
export function Tasks({ tasks }: { tasks: RewardTask[] }) {
  const { t, i18n } = useLingui()
  const claim = useClaim()
  if (tasks.length === 0)
    return <EmptyState icon="gift" title={<Trans id="rewards.noTasks">No tasks right now</Trans>} />
  return (
    <ul className={styles.block}>
      {tasks.map((task) => (
        <li key={task.schedule_id} className={styles.task}>
          <p className={styles.taskTitle}>
            {t({
              id: 'rewards.lotteryTask',
              message: `Stake ${usdt(task.target)} USDT on lottery draws: get ${usdt(task.bonus_amount)} USDT`,
            })}
          </p>
          <progress
            className={styles.bar}
            max={100}
            value={percentOf(task.progress, task.target)}
            aria-label={t({
              id: 'rewards.taskProgress',
              message: `${usdt(task.progress)} of ${usdt(task.target)} USDT staked`,
            })}
          />
          <p className={`${styles.muted} tabular`}>
            {t({
              id: 'rewards.taskProgress',
              message: `${usdt(task.progress)} of ${usdt(task.target)} USDT staked`,
            })}
            {' · '}
            {i18n._(STATUS_LABELS[task.claim_status])}
          </p>
          {task.claim_status === REWARD_STATUS.eligible ? (
            <Button variant="primary" loading={claim.isPending} onClick={() => claim.mutate(task.id)}>
              <Trans id="rewards.claim">Claim</Trans>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
