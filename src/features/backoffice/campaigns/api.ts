import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CampaignPreview, CampaignRow } from '#contract/backofficeRoles.ts'
import { bo, silent, useChange } from '../api.ts'

const KEY = ['backoffice', 'campaigns']

export const useCampaigns = () =>
  useQuery({ queryKey: KEY, queryFn: () => bo.get<CampaignRow[]>('campaigns', silent) })

/** A campaign as the form drafts it (the server's schema checks it: contract/rewards.ts). */
export interface Draft {
  kind: CampaignRow['kind']
  name: string
  rules: Record<string, unknown>
  payout: 'bonus' | 'cash'
  wager_multiple: number
  weights: CampaignRow['weights']
  claim_days: number
  wager_days: number
  starts_at: string | null
  ends_at: string | null
}

/** What a player would get from the draft, recomputed by the server as the form changes. */
export const usePreview = (draft: Draft) =>
  useQuery({
    queryKey: [...KEY, 'preview', draft],
    queryFn: () => bo.post<CampaignPreview>('campaigns/preview', draft, silent),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useCreateCampaign = () =>
  useChange((body: Draft & { reason: string }) => bo.post<CampaignRow>('campaigns', body, silent))

export const useUpdateCampaign = () =>
  useChange(({ id, ...body }: Draft & { id: number; reason: string }) =>
    bo.put<CampaignRow>(`campaigns/${id}`, body, silent),
  )

export const useEndCampaign = () =>
  useChange(({ id, reason }: { id: number; reason: string }) =>
    bo.post<CampaignRow>(`campaigns/${id}/end`, { reason }, silent),
  )
