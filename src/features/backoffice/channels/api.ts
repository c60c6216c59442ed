import { useQuery } from '@tanstack/react-query'
import type { WithdrawChannelRow } from '#contract/backofficeRoles.ts'
import { bo, useChange } from '../api.ts'

const silent = { silent: true }

export const useWithdrawChannels = () =>
  useQuery({
    queryKey: ['backoffice', 'withdrawal-channels'],
    queryFn: () => bo.get<WithdrawChannelRow[]>('withdrawal-channels', silent),
  })

/** Allows or disallows a channel; the reason goes to the audit log. */
export const useSetChannelAllowed = () =>
  useChange(({ id, ...body }: { id: number; allowed: boolean; reason: string }) =>
    bo.post<WithdrawChannelRow>(`withdrawal-channels/${id}`, body, silent),
  )
