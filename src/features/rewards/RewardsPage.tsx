import { useLingui } from '@lingui/react/macro'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { TabbedFrame } from '../../components/TabbedFrame/index.tsx'
import { useRewards } from './api.ts'
import { Bonus } from './Bonus.tsx'
import { CheckIn } from './CheckIn.tsx'
import { Schedules } from './Schedules.tsx'
import { Tasks } from './Tasks.tsx'

/** Rewards: the daily check-in, recharge rewards by schedule, tasks, and bonus money with its history. */
export function RewardsPage() {
  const { t } = useLingui()
  const rewards = useRewards()
  const loaded = (render: (data: NonNullable<typeof rewards.data>) => React.ReactNode) =>
    rewards.isPending ? (
      <Skeleton rows={3} height={72} />
    ) : rewards.isError ? (
      <ErrorLine error={rewards.error} onRetry={() => rewards.refetch()} />
    ) : (
      render(rewards.data)
    )
  return (
    <TabbedFrame
      title={t({ id: 'nav.rewards', message: 'Rewards' })}
      tabs={[
        { key: 'daily', label: t({ id: 'rewards.daily', message: 'Daily check-in' }), content: <CheckIn /> },
        {
          key: 'recharge',
          label: t({ id: 'rewards.recharge', message: 'Recharge rewards' }),
          content: loaded((d) => <Schedules schedules={d.schedules} />),
        },
        {
          key: 'tasks',
          label: t({ id: 'rewards.tasks', message: 'Tasks' }),
          content: loaded((d) => <Tasks tasks={d.tasks} />),
        },
        {
          key: 'bonus',
          label: t({ id: 'rewards.bonus', message: 'Bonuses' }),
          content: loaded((d) => <Bonus data={d} />),
        },
      ]}
    />
  )
}
