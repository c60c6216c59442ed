import { useQuery } from '@tanstack/react-query'
import type { MessageSegment, NoticeRow, SentMessage } from '#contract/notices.ts'
import { bo, silent, useChange } from '../api.ts'

/** Every announcement, switched off or not, newest first. */
export const useNotices = () =>
  useQuery({ queryKey: ['backoffice', 'notices'], queryFn: () => bo.get<NoticeRow[]>('notices', silent) })

export type NoticeInput = Omit<NoticeRow, 'id'>

/** Adds an announcement (no id) or replaces one; the reason goes to the audit log. */
export const useSaveNotice = () =>
  useChange(({ id, ...body }: NoticeInput & { id: number | null; reason: string }) =>
    bo.post<NoticeRow>(id === null ? 'notices' : `notices/${id}`, body, silent),
  )

export const useRemoveNotice = () =>
  useChange(({ id, reason }: { id: number; reason: string }) =>
    bo.post<null>(`notices/${id}/remove`, { reason }, silent),
  )

export const useSendMessage = () =>
  useChange((body: { segment: MessageSegment; title: string; body: string; reason: string }) =>
    bo.post<SentMessage>('messages', body, silent),
  )
