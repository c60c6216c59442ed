import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { TabbedFrame } from '../../components/TabbedFrame/index.tsx'

/** Rewards: daily check-in, recharge rewards grouped by schedule, and claimable bonuses. */
export function RewardsPage() {
  const { t } = useLingui()
  return (
    <TabbedFrame
      title={t({ id: 'nav.rewards', message: 'Rewards' })}
      tabs={[
        {
          key: 'daily',
          label: t({ id: 'rewards.daily', message: 'Daily check-in' }),
          content: (
            <EmptyState
              icon="gift"
              title={<Trans id="rewards.noCheckIn">No check-in campaign is running</Trans>}
            />
          ),
        },
        {
          key: 'recharge',
          label: t({ id: 'rewards.recharge', message: 'Recharge rewards' }),
          content: (
            <EmptyState icon="gift" title={<Trans id="rewards.noRecharge">No recharge rewards yet</Trans>} />
          ),
        },
        {
          key: 'bonus',
          label: t({ id: 'rewards.bonus', message: 'Bonuses' }),
          content: <EmptyState icon="gift" title={<Trans id="rewards.noBonus">No bonus to claim</Trans>} />,
        },
      ]}
    />
  )
}
