import { createFileRoute } from '@tanstack/react-router'
import { AnnouncementsPage } from '../features/notices/NoticePages.tsx'

export const Route = createFileRoute('/announcements')({ component: AnnouncementsPage })
