import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'

export function AnnouncementsPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'nav.announcements', message: 'Announcements' })}>
      <EmptyState icon="megaphone" title={<Trans id="notices.noAnnouncements">No announcements</Trans>} />
    </PageFrame>
  )
}

export function PrivateMessagesPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'nav.privateMessages', message: 'Private messages' })}>
      <EmptyState icon="mail" title={<Trans id="notices.noMessages">No messages</Trans>} />
    </PageFrame>
  )
}
