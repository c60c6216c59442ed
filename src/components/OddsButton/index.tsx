import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { connection } from '../../state/connection.ts'
import styles from './OddsButton.module.css'

const FLASH_MS = 3000

/**
 * One price: selected in the call-to-action colour, and a short up or down flash when the odds
 * move, so a player notices a change before adding the pick. Locked while betting on its match
 * is suspended: shown, but it cannot be picked. Offline it is the last known price, drawn as such
 * (the banner says so); it can still go on the slip, which re-prices it when the connection returns.
 */
export function OddsButton({
  label,
  odds,
  selected,
  locked = false,
  onClick,
}: {
  label: string
  odds: number
  selected: boolean
  locked?: boolean
  onClick(): void
}) {
  const { offline } = useSnapshot(connection)
  const previous = useRef(odds)
  const [moved, setMoved] = useState<'up' | 'down' | null>(null)
  useEffect(() => {
    if (odds === previous.current) return
    setMoved(odds > previous.current ? 'up' : 'down')
    previous.current = odds
    const timer = setTimeout(() => setMoved(null), FLASH_MS)
    return () => clearTimeout(timer)
  }, [odds])
  return (
    <button
      type="button"
      className={styles.odds}
      aria-pressed={selected}
      data-moved={moved ?? undefined}
      data-last-known={offline || undefined}
      disabled={locked}
      onClick={onClick}
    >
      <span className={styles.label}>{label}</span>
      <span className={`${styles.price} tabular`}>
        {odds.toFixed(2)}
        {moved ? <span aria-hidden="true">{moved === 'up' ? ' ▲' : ' ▼'}</span> : null}
      </span>
    </button>
  )
}
