import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { loadCatalogs } from '../../i18n/index.ts'
import { noticesQuery, rememberPopup, seenPopups } from '../../shared/notices/queries.ts'

const Popup = lazy(() =>
  Promise.all([import('../../features/notices/AnnouncementPopup.tsx'), loadCatalogs(['account'])]).then(
    ([m]) => ({ default: m.AnnouncementPopup }),
  ),
)

/**
 * Opens the newest pop-up announcement this device has not shown yet, once: its code loads only
 * when there is one, and closing it remembers it on the device.
 */
export function AnnouncementGate() {
  const { i18n } = useLingui()
  const notices = useQuery(noticesQuery('public', i18n.locale))
  const [closed, setClosed] = useState<number[]>([])
  const seen = new Set([...seenPopups(), ...closed])
  const notice = notices.data?.find((n) => n.popup && !seen.has(n.id))
  if (!notice) return null
  return (
    <Suspense fallback={null}>
      <Popup
        notice={notice}
        onClose={() => {
          rememberPopup(notice.id)
          setClosed((c) => [...c, notice.id])
        }}
      />
    </Suspense>
  )
}
