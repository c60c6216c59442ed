import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { toUnits } from '../../shared/money/amounts.ts'
import { unitsText } from '../../shared/money/format.ts'
import { rewardsQuery } from '../../shared/rewards/queries.ts'
import styles from './MenuBonus.module.css'
import { percentOf, usdt } from './usdt.ts'

const units = (amount: string) => toUnits(amount, 6) ?? 0n
const sum = (amounts: string[]) =>
  unitsText(
    amounts.reduce((total, a) => total + units(a), 0n),
    'USDT',
  )

/**
 * The header menu's bonus line: one item of its list: the bonus balance and, while bonuses are being wagered, how far
 * their wagering is, leading to the rewards page. Loaded (with the rewards texts) only when the
 * menu first opens, so the home page carries none of it.
 */
export function MenuBonus({ onNavigate }: { onNavigate(): void }) {
  const { t } = useLingui()
  const rewards = useQuery(rewardsQuery)
  const bonus = rewards.data?.bonus
  if (!bonus) return null
  // Every open bonus together: the menu has room for one bar, the rewards page shows each.
  const wagered = sum(bonus.open.map((b) => b.wagered))
  const required = sum(bonus.open.map((b) => b.required))
  const wagering = t({
    id: 'rewards.wagering',
    message: `Wagering: ${usdt(wagered)} of ${usdt(required)} USDT`,
  })
  return (
    <li>
      <Link to="/rewards" className={styles.bonus} onClick={onNavigate}>
        <span className={styles.line}>
          <Trans id="rewards.bonusBalance">Bonus balance</Trans>
          <strong className="tabular">{usdt(bonus.balance)} USDT</strong>
        </span>
        {bonus.open.length > 0 ? (
          <>
            <span className={styles.small}>{wagering}</span>
            <progress
              className={styles.bar}
              max={100}
              value={percentOf(wagered, required)}
              aria-label={wagering}
            />
          </>
        ) : null}
      </Link>
    </li>
  )
}
