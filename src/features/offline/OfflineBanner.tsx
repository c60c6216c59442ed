import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useSnapshot } from 'valtio'
import { connection } from '../../state/connection.ts'
import styles from './OfflineBanner.module.css'
import { savedAge } from './savedAge.ts'

const TICK_MS = 30_000

/**
 * Said while the site cannot reach its server: that it is offline, how old what the screen shows
 * is (the oldest answer on screen, kept on the device), and what still works without a network.
 */
export function OfflineBanner() {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const { savedAt } = useSnapshot(connection)
  const cache = queryClient.getQueryCache()
  // The oldest answer a mounted screen shows, re-read whenever the cache changes.
  const shownAt = useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () =>
      cache
        .getAll()
        .filter((q) => q.getObserversCount() > 0 && q.state.dataUpdatedAt > 0)
        .reduce((oldest, q) => Math.min(oldest, q.state.dataUpdatedAt), Number.POSITIVE_INFINITY),
  )
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  const oldest = Math.min(shownAt, savedAt ?? Number.POSITIVE_INFINITY)
  const age = Number.isFinite(oldest) ? savedAge(now - oldest, i18n.locale) : null
  return (
    <section className={styles.banner} role="status" aria-labelledby="offline-title">
      <h2 id="offline-title" className={styles.title}>
        <Trans id="offline.title">You are offline</Trans>
      </h2>
      {age ? (
        <p className={styles.age} data-testid="offline-age">
          <Trans id="offline.savedAge">Showing what was saved {age}.</Trans>
        </p>
      ) : null}
      <p>
        <Trans id="offline.whatWorks">
          Lobbies, results, draws, My bets, your profile and your slip still open, with the last known odds.
          Placing bets, payments and live games wait for the connection.
        </Trans>
      </p>
    </section>
  )
}
