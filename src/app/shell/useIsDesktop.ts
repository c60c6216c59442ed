import { useSyncExternalStore } from 'react'

/** ui.md: the desktop layout starts at 768 px (spec §9 md). */
const QUERY = '(min-width: 768px)'
/** ui.md: at 1200 px and wider (spec §9 xl) the bet slip is docked in the right column. */
const WIDE = '(min-width: 1200px)'

const subscribeTo = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}
const subscribeDesktop = subscribeTo(QUERY)
const subscribeWide = subscribeTo(WIDE)

/** Now, outside React (an effect deciding whether a phone-only panel opens). */
export const isDesktop = () => window.matchMedia(QUERY).matches

export function useIsDesktop() {
  return useSyncExternalStore(subscribeDesktop, () => window.matchMedia(QUERY).matches)
}

/** Wide enough for the docked slip beside the page. */
export function useIsWide() {
  return useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches)
}
