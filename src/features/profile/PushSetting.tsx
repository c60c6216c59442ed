import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import {
  currentSubscription,
  type PushState,
  pushState,
  saveSubscription,
  turnOff,
  turnOn,
} from '../../shared/push/device.ts'
import styles from './ProfilePage.module.css'

/**
 * Notifications while the app is closed (bet results, draws, deposits, withdrawals, messages):
 * off until the player turns them on here — the browser's permission is asked only from this
 * button, never on load. The device's language goes with the subscription, and again when the
 * language changes, so notifications arrive in it.
 */
export function PushSetting() {
  const { t, i18n } = useLingui()
  const [state, setState] = useState<PushState | 'loading'>('loading')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    pushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'))
    return () => {
      live = false
    }
  }, [])

  // A language change re-labels this device's subscription.
  useEffect(() => {
    if (state !== 'on') return
    void currentSubscription()
      .then((s) => s && saveSubscription(s, i18n.locale))
      .catch(() => undefined)
  }, [state, i18n.locale])

  const act = async (change: () => Promise<PushState>) => {
    setBusy(true)
    setFailed(false)
    try {
      setState(await change())
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const status =
    state === 'unsupported'
      ? t({ id: 'push.unsupported', message: 'This browser cannot show notifications.' })
      : state === 'offOnSite'
        ? t({ id: 'push.offOnSite', message: 'Notifications are not available on this site.' })
        : state === 'blocked'
          ? t({ id: 'push.blocked', message: 'Notifications are blocked in your browser settings.' })
          : state === 'on'
            ? t({
                id: 'push.on',
                message: 'On: you hear about bets, draws, deposits, withdrawals and messages.',
              })
            : state === 'off'
              ? t({ id: 'push.off', message: 'Off' })
              : ''

  return (
    <div className={styles.setting}>
      <span>
        <Trans id="push.title">Notifications</Trans>
      </span>
      <div className={styles.pushControl}>
        <p className={styles.note} aria-live="polite">
          {status}
        </p>
        {(state === 'off' || state === 'on') && (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void act(state === 'on' ? turnOff : () => turnOn(i18n.locale))}
          >
            {state === 'on' ? (
              <Trans id="push.turnOff">Turn off notifications</Trans>
            ) : (
              <Trans id="push.turnOn">Turn on notifications</Trans>
            )}
          </button>
        )}
        {failed && (
          <p role="alert" className={styles.pushError}>
            <Trans id="push.unavailable">
              Push notifications are unavailable on this device: the browser could not reach its push service.
            </Trans>
          </p>
        )}
      </div>
    </div>
  )
}
