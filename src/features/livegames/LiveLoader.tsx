import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { liveTablesQuery } from './api.ts'
import styles from './LiveGames.module.css'
import { openTable } from './login.ts'

/** Spec §9: the desktop layout from 768 px; below it the table opens in a modal. */
const DESKTOP = '(min-width: 768px)'
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(DESKTOP)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}
const useIsDesktop = () => useSyncExternalStore(subscribe, () => window.matchMedia(DESKTOP).matches)

/**
 * Logs in to the table with this browser's device record and the frame's size, then frames the
 * studio's answer. A fresh login on every visit (the token is per visit), never from a cache.
 */
function TableFrame({ tableId, name }: { tableId: string; name: string }) {
  const { i18n } = useLingui()
  const holder = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  // The frame's size once it has one: a modal's content is laid out only after the dialog opens,
  // so the first size seen, not the first render's, is what the studio is told.
  useEffect(() => {
    const el = holder.current
    if (!el) return
    const observer = new ResizeObserver(() => {
      const box = el.getBoundingClientRect()
      if (box.width < 1 || box.height < 1) return
      setSize((known) => known ?? { width: Math.round(box.width), height: Math.round(box.height) })
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  const login = useQuery({
    queryKey: ['live', 'login', tableId, i18n.locale, size],
    queryFn: () => openTable(tableId, i18n.locale, size ?? { width: 1, height: 1 }),
    enabled: size !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
  return (
    <div ref={holder} className={styles.stage}>
      {login.isError ? (
        <div className={styles.problem}>
          <ErrorLine error={login.error} onRetry={() => login.refetch()} />
        </div>
      ) : login.data ? (
        <iframe className={styles.frame} src={login.data} title={name} allow="fullscreen; autoplay" />
      ) : (
        <Skeleton rows={1} height={320} />
      )}
    </div>
  )
}

/** game-loader?gameId= (spec §2): a live table in a full frame on desktop, a modal on phones. */
export function LiveLoaderPage({ gameId }: { gameId: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const desktop = useIsDesktop()
  const tables = useQuery(liveTablesQuery(i18n.locale))
  const name =
    tables.data?.find((x) => x.id === gameId)?.name ?? t({ id: 'nav.liveGames', message: 'Live games' })
  const close = () => navigate({ to: '/live-games' })
  if (desktop) {
    return (
      <PageFrame
        title={name}
        actions={
          <Button variant="secondary" onClick={close}>
            <Trans id="close">Close</Trans>
          </Button>
        }
      >
        <TableFrame key="desktop" tableId={gameId} name={name} />
      </PageFrame>
    )
  }
  return (
    <Modal open variant="full" title={name} onClose={close}>
      <TableFrame key="phone" tableId={gameId} name={name} />
    </Modal>
  )
}
