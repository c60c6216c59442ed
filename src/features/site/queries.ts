import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SupportChannels } from '#contract/chat.ts'
import { api } from '../../api/index.ts'

export interface FooterText {
  about: string
  sponsorship: string
  responsibleGaming: string
  copyright: string
  social?: Partial<Record<'facebook' | 'telegram' | 'whatsapp', string>>
}

export interface SiteConfig {
  footer: Record<string, FooterText>
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site_config'],
  queryFn: () => api.get<SiteConfig>('site_config', { silent: true }),
  staleTime: 10 * 60_000,
})

export const useSiteConfig = () => useQuery(siteConfigQuery)

/** Footer text exists in English and Chinese only; every other language reads the English one. */
export function footerFor(config: SiteConfig | undefined, locale: string): FooterText | undefined {
  return config?.footer[locale] ?? config?.footer.en
}

/** Support hours and channels (GET customer_service), shown under the footer's support links. */
export const useSupportChannels = () =>
  useQuery({
    queryKey: ['customer_service'],
    queryFn: () => api.get<SupportChannels>('customer_service', { silent: true }),
    staleTime: 60 * 60_000,
  })
