import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { TabbedFrame } from '../../components/TabbedFrame/index.tsx'

/** Reports: an accounts summary, then bet statistics by game. */
export function ReportsPage() {
  const { t } = useLingui()
  const none = <EmptyState icon="chart" title={<Trans id="reports.none">No activity in this period</Trans>} />
  return (
    <TabbedFrame
      title={t({ id: 'nav.reports', message: 'Reports' })}
      tabs={[
        { key: 'summary', label: t({ id: 'reports.summary', message: 'Accounts summary' }), content: none },
        { key: 'sports', label: t({ id: 'nav.sports', message: 'Sports' }), content: none },
        { key: 'lottery', label: t({ id: 'nav.lottery', message: 'Lottery' }), content: none },
        { key: 'games', label: t({ id: 'nav.games', message: 'Games' }), content: none },
      ]}
    />
  )
}
