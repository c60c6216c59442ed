import { useLingui } from '@lingui/react/macro'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import styles from './ChatView.module.css'
import { ChatView } from './ChatView.tsx'

/** /chat: live support, the same conversation as the ?chat=true drawer. */
export function ChatPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'chat.title', message: 'Live support' })}>
      <div className={styles.page}>
        <ChatView />
      </div>
    </PageFrame>
  )
}
