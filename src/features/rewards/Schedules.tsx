import { Trans, useLingui } from '@lingui/react/macro'
import { REWARD_STATUS, type RewardSchedule } from '#contract/rewards.ts'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { useClaim } from './api.ts'
import { STATUS_LABELS } from './labels.ts'
import styles from './Rewards.module.css'
import { usdt } from './usdt.ts'

/** Spec §2: recharge rewards grouped by schedule, each with its total and its claimable cards. */
export function Schedules({ schedules }: { schedules: RewardSchedule[] }) {
  const { t, i18n } = useLingui()
  const claim = useClaim()
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const shown = schedules.filter((s) => s.kind !== 'check_in' && s.kind !== 'lottery_task')
  if (shown.length === 0)
    return <EmptyState icon="gift" title={<Trans id="rewards.noRecharge">No recharge rewards yet</Trans>} />
  return (
    <div className={styles.block}>
      {shown.map((s) => (
        <section key={s.schedule_id} className={styles.schedule} aria-label={s.name}>
          <header className={styles.scheduleHead}>
            <h3 className={styles.scheduleName}>{s.name}</h3>
            <span className="tabular">
              {t({ id: 'rewards.total', message: `Total ${usdt(s.total)} USDT` })}
            </span>
          </header>
          <ul className={styles.cards}>
            {s.claims.map((c) => (
              <li key={c.id} className={styles.card} data-status={c.claim_status}>
                <span className={`${styles.cardAmount} tabular`}>{usdt(c.bonus_amount)} USDT</span>
                <span className={styles.cardKind}>
                  {s.payout === 'bonus'
                    ? t({ id: 'rewards.asBonus', message: 'Bonus money' })
                    : t({ id: 'rewards.asCash', message: 'Cash' })}
                </span>
                <span className={styles.cardStatus}>{i18n._(STATUS_LABELS[c.claim_status])}</span>
                {c.claim_status === REWARD_STATUS.eligible ? (
                  <>
                    {c.expires_at ? (
                      <span className={styles.muted}>
                        {t({
                          id: 'rewards.claimBy',
                          message: `Claim by ${when.format(new Date(c.expires_at))}`,
                        })}
                      </span>
                    ) : null}
                    <Button
                      variant="primary"
                      loading={claim.isPending && claim.variables === c.id}
                      onClick={() => claim.mutate(c.id)}
                      aria-label={t({
                        id: 'rewards.claimFor',
                        message: `Claim ${usdt(c.bonus_amount)} USDT`,
                      })}
                    >
                      <Trans id="rewards.claim">Claim</Trans>
                    </Button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
