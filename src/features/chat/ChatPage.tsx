import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { ui } from '../../state/ui.ts'

/** Live support. The connection state is the instant-messaging socket's (spec §4). */
export function ChatPage() {
  const { t } = useLingui()
  const { imSocketStatus } = useSnapshot(ui)
  const status = {
    connecting: t({ id: 'connection.connecting', message: 'Connecting' }),
    connected: t({ id: 'connection.connected', message: 'Connected' }),
    disconnected: t({ id: 'connection.disconnected', message: 'Disconnected' }),
  }[imSocketStatus]
  return (
    <PageFrame title={t({ id: 'chat.title', message: 'Live support' })} actions={<output>{status}</output>}>
      <EmptyState icon="chat" title={<Trans id="chat.noMessages">No messages yet</Trans>}>
        <Trans id="chat.intro">
          Our support team answers questions about bets, deposits and withdrawals.
        </Trans>
      </EmptyState>
    </PageFrame>
  )
}
