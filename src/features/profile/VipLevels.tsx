import { useLingui } from '@lingui/react/macro'
import { formatAmount, trimZeros } from '../../../workers/engine/money.ts'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
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
  return (
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
  )
}
