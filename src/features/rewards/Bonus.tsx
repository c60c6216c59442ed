import { Trans, useLingui } from '@lingui/react/macro'
import { BET_FUNDING, REWARD_STATUS, type RewardsOverview } from '#contract/rewards.ts'
import { STATUS_LABELS } from './labels.ts'
import styles from './Rewards.module.css'
import { percentOf, usdt } from './usdt.ts'

/**
 * Bonus money beside the cash: its balance, each bonus's wagering (settled stakes counted toward
 * its requirement, then it turns into cash) and deadline; then the history of claims.
 */
export function Bonus({ data }: { data: RewardsOverview }) {
  const { t, i18n } = useLingui()
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const history = data.schedules
    .flatMap((s) => s.claims.map((c) => ({ ...c, name: s.name })))
    .filter((c) => c.claim_status === REWARD_STATUS.claimed || c.claim_status === REWARD_STATUS.expire)
    .sort((a, b) => b.id - a.id)
  return (
    <div className={styles.block}>
      <p className={styles.balance}>
        <span>
          <Trans id="rewards.bonusBalance">Bonus balance</Trans>
        </span>
        <strong className="tabular">{usdt(data.bonus.balance)} USDT</strong>
      </p>
      {data.bonus.open.map((b) => (
        <div key={b.id} className={styles.task}>
          <p className={styles.taskTitle}>
            {t({
              id: 'rewards.wagering',
              message: `Wagering: ${usdt(b.wagered)} of ${usdt(b.required)} USDT`,
            })}
          </p>
          <progress
            className={styles.bar}
            max={100}
            value={percentOf(b.wagered, b.required)}
            aria-label={t({
              id: 'rewards.wagering',
              message: `Wagering: ${usdt(b.wagered)} of ${usdt(b.required)} USDT`,
            })}
          />
          <p className={styles.muted}>
            {t({
              id: 'rewards.bonusDeadline',
              message: `${usdt(b.amount)} USDT turns into cash when met; expires ${when.format(new Date(b.expires_at))}`,
            })}
          </p>
        </div>
      ))}
      <p className={styles.muted}>
        {BET_FUNDING === 'cash_then_bonus' ? (
          <Trans id="rewards.fundingCashThenBonus">
            Bets are paid from cash first, then from bonus money. Settled bets count toward wagering; a
            withdrawal before it is met forfeits the bonus money.
          </Trans>
        ) : null}
      </p>
      <h3 className={styles.scheduleName}>
        <Trans id="rewards.history">Claim history</Trans>
      </h3>
      {history.length === 0 ? (
        <p className={styles.muted}>
          <Trans id="rewards.noHistory">Nothing claimed yet</Trans>
        </p>
      ) : (
        <ul className={styles.history}>
          {history.map((c) => (
            <li key={c.id}>
              <span>{c.name}</span>
              <span className="tabular">{usdt(c.bonus_amount)} USDT</span>
              <span>{i18n._(STATUS_LABELS[c.claim_status])}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
