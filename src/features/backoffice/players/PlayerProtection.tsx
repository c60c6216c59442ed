import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { PlayerBreak, PlayerProtection } from '#contract/protection.ts'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import { limitName, usdt } from '../../../i18n/protection.ts'
import { bo, silent } from '../api.ts'
import styles from '../Backoffice.module.css'
import own from './Players.module.css'

/**
 * The player's own limits and breaks, read-only for every operator who sees players: a limit or a
 * break is the player's to set, and no one can lift or shorten a break.
 */
export function PlayerProtectionView({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const view = useQuery({
    queryKey: ['backoffice', 'players', id, 'protection'],
    queryFn: () => bo.get<PlayerProtection>(`players/${id}/protection`, silent),
  })
  if (view.isPending) return <Skeleton rows={3} height={40} />
  if (view.isError) return <ErrorLine error={view.error} onRetry={() => view.refetch()} />
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const at = (iso: string | null) =>
    iso ? when.format(new Date(iso)) : t({ id: 'bo.safer.forGood', message: 'for good' })
  const kind = (k: PlayerBreak['kind']) =>
    k === 'timeout'
      ? t({ id: 'bo.safer.timeout', message: 'Time-out' })
      : t({ id: 'bo.safer.selfExclusion', message: 'Self-exclusion' })
  const { limits, breaks, on_break: now } = view.data
  return (
    <div className={own.protection}>
      <p className={styles.muted} role="status">
        {now?.until
          ? t({ id: 'bo.safer.onBreak', message: `${kind(now.kind)} until ${at(now.until)}` })
          : now
            ? t({ id: 'bo.safer.onBreakForGood', message: `${kind(now.kind)} for good` })
            : t({ id: 'bo.safer.noBreak', message: 'No time-out or self-exclusion in force' })}
      </p>
      <h3 className={styles.subtitle}>{t({ id: 'bo.safer.limits', message: 'Limits' })}</h3>
      {limits.length === 0 ? (
        <p className={styles.muted}>{t({ id: 'bo.safer.noLimits', message: 'No limits set' })}</p>
      ) : (
        <ul className={own.cards}>
          {limits.map((l) => (
            <li key={`${l.kind}-${l.period}`} className={styles.card}>
              <strong>{limitName(i18n, l.kind, l.period)}</strong>{' '}
              <span className="tabular">{usdt(l.amount)} USDT</span>
              <br />
              <span className={styles.muted}>
                {t({
                  id: 'bo.safer.used',
                  message: `Used ${usdt(l.used)} USDT since ${l.period_start}, ${usdt(l.left)} USDT left`,
                })}
              </span>
              {l.pending ? (
                <>
                  <br />
                  <span className={styles.muted}>
                    {l.pending.amount === null
                      ? t({
                          id: 'bo.safer.pendingRemove',
                          message: `Removed on ${at(l.pending.effective_at)}`,
                        })
                      : t({
                          id: 'bo.safer.pendingRaise',
                          message: `Rises to ${usdt(l.pending.amount)} USDT on ${at(l.pending.effective_at)}`,
                        })}
                  </span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subtitle}>{t({ id: 'bo.safer.breaks', message: 'Breaks taken' })}</h3>
      {breaks.length === 0 ? (
        <p className={styles.muted}>{t({ id: 'bo.safer.noBreaks', message: 'None' })}</p>
      ) : (
        <ul className={own.cards}>
          {breaks.map((b) => (
            <li key={b.starts_at} className={styles.card}>
              <strong>{kind(b.kind)}</strong>{' '}
              <span className="tabular">
                {t({ id: 'bo.safer.span', message: `${at(b.starts_at)} – ${at(b.ends_at)}` })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
