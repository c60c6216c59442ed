import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { timeLeftText } from '../../shared/lottery/timeLeft.ts'
import styles from './Lottery.module.css'

export const CLOSING_SOON_MS = 60_000

/** Time left until betting closes, with the closing-now warning and time-is-up (spec §4). */
export function Countdown({ closeAt, onClosed }: { closeAt: string; onClosed?: () => void }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const left = new Date(closeAt).getTime() - now
  const over = left <= 0
  useEffect(() => {
    if (over) onClosed?.()
  }, [over, onClosed])
  if (over) {
    return (
      <p className={styles.closed} role="status">
        <Trans id="lottery.timeIsUp">Time is up: betting is closed for this draw.</Trans>
      </p>
    )
  }
  const text = timeLeftText(left)
  return (
    <p className={left < CLOSING_SOON_MS ? styles.closing : styles.countdown} role="timer" aria-live="off">
      {left < CLOSING_SOON_MS ? (
        <Trans id="lottery.closingNow">Closing now!</Trans>
      ) : (
        <Trans id="lottery.closesIn">Betting closes in</Trans>
      )}{' '}
      <span className="tabular">{text}</span>
    </p>
  )
}
