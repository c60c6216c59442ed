import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { REWARD_STATUS } from '#contract/rewards.ts'
import { formatAmount, trimZeros } from '#engine/index.ts'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { rewardsQuery } from '../../shared/rewards/queries.ts'
import styles from './ProfilePage.module.css'

/** The profile opens on rewards (spec §2): what is ready to claim, the bonus balance, and the way to /rewards. */
export function RewardsSummary() {
  const { t } = useLingui()
  const rewards = useQuery(rewardsQuery)
  if (rewards.isPending) return <Skeleton rows={2} height={44} />
  if (rewards.isError) return <ErrorLine error={rewards.error} onRetry={() => rewards.refetch()} />
  const ready =
    rewards.data.schedules.flatMap((s) => s.claims).filter((c) => c.claim_status === REWARD_STATUS.eligible)
      .length + rewards.data.tasks.filter((task) => task.claim_status === REWARD_STATUS.eligible).length
  const bonus = trimZeros(formatAmount(rewards.data.bonus.balance, 'USDT'))
  return (
    <EmptyState
      icon="gift"
      title={
        ready > 0
          ? t({ id: 'rewards.readyCount', message: `Ready to claim: ${ready}` })
          : t({ id: 'rewards.noBonus', message: 'No bonus to claim' })
      }
    >
      <p>{t({ id: 'rewards.bonusBalanceIs', message: `Bonus balance: ${bonus} USDT` })}</p>
      <Link to="/rewards" className={styles.action}>
        <Trans id="rewards.open">See all rewards</Trans>
      </Link>
    </EmptyState>
  )
}
