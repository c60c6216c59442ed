import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { PrivateMessagesPage } from '../features/notices/NoticePages.tsx'
import { loadCatalogs } from '../i18n/index.ts'

export const Route = createFileRoute('/private-messages')({
  beforeLoad: requireAuth,
  loader: () => loadCatalogs(['account']),
  component: PrivateMessagesPage,
})
