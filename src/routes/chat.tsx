import { createFileRoute } from '@tanstack/react-router'
import { ChatPage } from '../features/chat/ChatPage.tsx'
import { loadCatalogs } from '../i18n/index.ts'

export const Route = createFileRoute('/chat')({
  loader: () => loadCatalogs(['account']),
  component: ChatPage,
})
