import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { TabbedFrame } from '../../components/TabbedFrame/index.tsx'

/** My bets by status (spec §4: pending, settled, cancelled); the first tab is active by default. */
export function MyBetsPage() {
  const { t } = useLingui()
  const none = <EmptyState icon="ticket" title={<Trans id="mybets.none">No bets yet</Trans>} />
  return (
    <TabbedFrame
      title={t({ id: 'nav.myBets', message: 'My bets' })}
      tabs={[
        { key: 'all', label: t({ id: 'status.all', message: 'All' }), content: none },
        { key: 'pending', label: t({ id: 'status.pending', message: 'Pending' }), content: none },
        { key: 'settled', label: t({ id: 'status.settled', message: 'Settled' }), content: none },
        { key: 'cancelled', label: t({ id: 'status.cancelled', message: 'Cancelled' }), content: none },
      ]}
    />
  )
}
