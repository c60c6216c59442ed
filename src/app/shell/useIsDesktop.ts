import { useSyncExternalStore } from 'react'

/** ui.md: the desktop layout starts at 768 px (spec §9 md). */
const QUERY = '(min-width: 768px)'

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** Now, outside React (an effect deciding whether a phone-only panel opens). */
export const isDesktop = () => window.matchMedia(QUERY).matches

export function useIsDesktop() {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches)
}
