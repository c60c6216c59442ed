import { useLingui } from '@lingui/react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { Ad, AdPlacement } from '#contract/notices.ts'
import { api } from '../../api/index.ts'
import { Icon } from '../../components/Icon/index.tsx'
import styles from './AdBanner.module.css'

/** GET ad: every switched-on placement, in the language the site shows (English where not written). */
const adsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['ad', locale],
    queryFn: () => api.get<Ad[]>('ad', { silent: true }),
    staleTime: 5 * 60_000,
  })

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const browserHandles = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey

/**
 * One placement's banner: the picture, the title as text, the whole banner one link named by the
 * title. A path on this site navigates in the app; an https address opens in a new tab without
 * giving that page a handle on this one. An ad that fails to load shows nothing: it is not the
 * page's content.
 */
export default function AdBanner({ placement, spaced }: { placement: AdPlacement; spaced: boolean }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const ads = useQuery(adsQuery(i18n.locale))
  const ad = ads.data?.find((a) => a.placement === placement)
  if (!ad) return null
  const external = !ad.url.startsWith('/')
  const open = external
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : {
        onClick: (e: MouseEvent) => {
          if (browserHandles(e)) return
          e.preventDefault()
          router.navigate({ href: ad.url })
        },
      }
  return (
    <a href={ad.url} className={spaced ? `${styles.banner} ${styles.spaced}` : styles.banner} {...open}>
      <span className={styles.media}>
        <img src={ad.pic} alt="" className={styles.picture} width={960} height={300} decoding="async" />
      </span>
      <span className={styles.caption}>
        <span className={styles.title}>{ad.title}</span>
        <Icon name={external ? 'external' : 'chevronRight'} size={20} className={styles.icon} />
      </span>
    </a>
  )
}
