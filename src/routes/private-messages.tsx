import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { PrivateMessagesPage } from '../features/notices/NoticePages.tsx'

export const Route = createFileRoute('/private-messages')({
  beforeLoad: requireAuth,
  component: PrivateMessagesPage,
})
