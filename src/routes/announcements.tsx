import { createFileRoute } from '@tanstack/react-router'
import { AnnouncementsPage } from '../features/notices/NoticePages.tsx'
import { loadCatalogs } from '../i18n/index.ts'

export const Route = createFileRoute('/announcements')({
  loader: () => loadCatalogs(['account']),
  component: AnnouncementsPage,
})
