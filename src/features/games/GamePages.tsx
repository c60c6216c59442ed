import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'

export function LiveGamesPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'nav.liveGames', message: 'Live games' })}>
      <EmptyState icon="live" title={<Trans id="games.noLive">No live tables are open right now</Trans>} />
    </PageFrame>
  )
}
