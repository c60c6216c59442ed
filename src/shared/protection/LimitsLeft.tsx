import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import type { LimitKind, PlayerLimit } from '#contract/protection.ts'
import { limitName, usdt } from '../../i18n/protection.ts'
import { auth } from '../../state/auth.ts'
import { toUnits } from '../money/amounts.ts'
import styles from './LimitsLeft.module.css'
import { limitsQuery } from './limits.ts'

/** The limits a stake counts toward, and a deposit. */
export const STAKE_LIMITS = ['wager', 'loss'] as const satisfies readonly LimitKind[]
export const DEPOSIT_LIMITS = ['deposit'] as const satisfies readonly LimitKind[]

/** The server's USDT text as 6-place units, to compare exactly. */
const units = (text: string) => toUnits(text, 6) ?? 0n

/**
 * What is left of the player's tightest limit of `kinds` (a deposit's, or a stake's wager and loss
 * limits), shown before the player taps; nothing for a visitor or a player without such a limit.
 */
export function LimitsLeft({ kinds }: { kinds: readonly LimitKind[] }) {
  const { t, i18n } = useLingui()
  const { isAuthorized } = useSnapshot(auth)
  const limits = useQuery({ ...limitsQuery, enabled: isAuthorized })
  const tightest = (limits.data?.list ?? [])
    .filter((l) => kinds.includes(l.kind))
    .reduce<PlayerLimit | null>((best, l) => (!best || units(l.left) < units(best.left) ? l : best), null)
  if (!tightest) return null
  const name = limitName(i18n, tightest.kind, tightest.period)
  const left = usdt(tightest.left)
  return <p className={styles.left}>{t({ id: 'limit.leftOf', message: `${name}: ${left} USDT left` })}</p>
}
