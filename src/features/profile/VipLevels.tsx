import { useLingui } from '@lingui/react/macro'
import { formatAmount, formatMinorUnits, trimZeros } from '#engine/index.ts'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { toUnits } from '../../shared/money/amounts.ts'
import { useVip } from './api.ts'
import styles from './ProfilePage.module.css'

/** Spec §3: each level shown as the range from the previous level's threshold to its own, ascending. */
export function VipLevels() {
  const { t } = useLingui()
  const vip = useVip()
  if (vip.isPending) return <Skeleton rows={5} height={56} />
  if (vip.isError) return <ErrorLine error={vip.error} onRetry={() => vip.refetch()} />
  const names: Record<string, string> = {
    bronze: t({ id: 'vip.bronze', message: 'Bronze' }),
    silver: t({ id: 'vip.silver', message: 'Silver' }),
    gold: t({ id: 'vip.gold', message: 'Gold' }),
    platinum: t({ id: 'vip.platinum', message: 'Platinum' }),
    diamond: t({ id: 'vip.diamond', message: 'Diamond' }),
  }
  const amount = (v: string) => trimZeros(formatAmount(v, 'USDT'))
  const levels = vip.data.levels
  const mine = vip.data.current
  return (
    <div className={styles.vipBlock}>
      {mine ? <Progress levels={levels} total={mine.total_recharge} names={names} /> : null}
      <ol className={styles.vip}>
        {levels.map((level, i) => {
          const from = amount(levels[i - 1]?.recharge ?? '0')
          const current = vip.data.current?.level === level.level
          return (
            <li key={level.level} className={styles.vipLevel} aria-current={current ? 'step' : undefined}>
              <img src={level.img} alt="" width={40} height={40} />
              <span className={styles.vipName}>{names[level.name] ?? level.name}</span>
              <span className="tabular">
                {i === 0 ? amount(level.recharge) : `${from} – ${amount(level.recharge)}`} USDT
              </span>
              {current ? (
                <span className={styles.vipYou}>{t({ id: 'vip.yourLevel', message: 'Your level' })}</span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** How far the player's deposits are from the next level: the amount left and a bar. */
function Progress({
  levels,
  total,
  names,
}: {
  levels: readonly { level: number; name: string; recharge: string }[]
  total: string
  names: Record<string, string>
}) {
  const { t } = useLingui()
  const units = (v: string) => toUnits(v, 6) ?? 0n
  const done = units(total)
  const next = levels.find((l) => units(l.recharge) > done)
  const shown = (v: bigint) => trimZeros(formatMinorUnits(v, 6, 'USDT'))
  if (!next) {
    return (
      <p className={styles.vipProgress}>{t({ id: 'vip.top', message: 'You have reached the top level' })}</p>
    )
  }
  const goal = units(next.recharge)
  // A share of the bar, not money: whole percent from exact units.
  const percent = Number((done * 100n) / goal)
  const name = names[next.name] ?? next.name
  const left = shown(goal - done)
  return (
    <div className={styles.vipProgress}>
      <p>{t({ id: 'vip.toNext', message: `Deposit ${left} USDT more to reach ${name}` })}</p>
      <progress
        max={100}
        value={percent}
        aria-label={t({ id: 'vip.progress', message: `Progress to ${name}` })}
      />
      <p className={`${styles.vipDeposited} tabular`}>
        {t({ id: 'vip.deposited', message: `Deposited: ${shown(done)} of ${shown(goal)} USDT` })}
      </p>
    </div>
  )
}
