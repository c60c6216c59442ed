import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'

/** Live support; the instant-messaging socket and its connection state come with the chat. */
export function ChatPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'chat.title', message: 'Live support' })}>
      <EmptyState icon="chat" title={<Trans id="chat.noMessages">No messages yet</Trans>}>
        <Trans id="chat.intro">
          Our support team answers questions about bets, deposits and withdrawals.
        </Trans>
      </EmptyState>
    </PageFrame>
  )
}
