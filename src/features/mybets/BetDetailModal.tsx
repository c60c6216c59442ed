import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Kind, SportGame } from '#engine/index.ts'
import { Button } from '../../components/Button/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { categoryLabel, cricketPickLabel } from '../../shared/bets/cricketLabels.ts'
import { handicapFor, pickLabel } from '../../shared/bets/pickLabels.ts'
import { amountText } from '../../shared/money/format.ts'
import { BET_STATUS, type BetPick, betDetailQuery, isPositive, type PlacedBet } from './api.ts'
import { BetSummary, OutcomeBadge } from './BetSummary.tsx'
import styles from './MyBets.module.css'

const PAGE = 20

/** Spec §4: pending shows PENDING, cancelled CANCELED, else each combination WIN when it paid. */
export function combinationStatus(betStatus: number, bonus: string | null) {
  if (betStatus === BET_STATUS.cancelled) return 'CANCELED'
  if (betStatus === BET_STATUS.pending || bonus === null) return 'PENDING'
  return isPositive(bonus) ? 'WIN' : 'LOSS'
}

export function PickText({ pick, bet }: { pick: BetPick; bet: PlacedBet }) {
  const { i18n } = useLingui()
  const m = bet.match[pick.m]
  const teams = { home: m?.home_team_name ?? '', away: m?.away_team_name ?? '' }
  const label = pick.id
    ? `${categoryLabel(i18n, pick.k)}: ${cricketPickLabel(i18n, pick.id, teams, pick.l)}`
    : pickLabel(i18n, pick.k as Kind, pick.n, {
        handicap: handicapFor(bet.game as SportGame, pick.k as Kind, pick.e ?? undefined),
        line: pick.l,
      })
  return (
    <span>
      {m ? `${teams.home} – ${teams.away}` : pick.m}
      {m && m.home_score !== null ? ` (${m.home_score}:${m.away_score})` : ''}: {label}{' '}
      <span className="tabular">@{typeof pick.o === 'number' ? pick.o.toFixed(2) : pick.o}</span>
      {pick.amount ? ` · ${amountText(pick.amount, bet.currency)}` : ''}
    </span>
  )
}

/** Each leg of a bet at the odds taken, with its match's score and how it ended. */
function Legs({ bet }: { bet: PlacedBet }) {
  const { t } = useLingui()
  return (
    <>
      <h3 className={styles.detailHeading}>{t({ id: 'mybets.legs', message: 'Selections' })}</h3>
      <ul className={styles.legs}>
        {bet.selections.map((p) => (
          <li key={`${p.m}:${p.k}:${p.n}:${p.id ?? ''}`} className={styles.leg}>
            <PickText pick={p} bet={bet} />
            <OutcomeBadge outcome={p.outcome} postponed={bet.match[p.m]?.status === 'postponed'} />
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * One bet in full: its number, game, time, state, stake, parlays and multiple, the most it can pay
 * and what it returned; each leg with its outcome; then its combinations a page at a time, each
 * with its result.
 */
export function BetDetailModal({ bet, onClose }: { bet: PlacedBet | null; onClose(): void }) {
  const { t } = useLingui()
  const [page, setPage] = useState(0)
  const detail = useQuery({
    ...betDetailQuery(bet?.game ?? '', bet?.bet_id ?? '', page, PAGE),
    enabled: bet !== null,
  })
  const data = detail.data
  const pages = data ? Math.ceil(data.combinations.total / PAGE) : 0
  return (
    <Modal
      open={bet !== null}
      onClose={onClose}
      title={t({ id: 'mybets.detail', message: `Bet ${bet?.bet_id ?? ''}` })}
    >
      {detail.isPending ? <Skeleton rows={4} /> : null}
      {detail.isError ? <ErrorLine error={detail.error} onRetry={() => detail.refetch()} /> : null}
      {data ? (
        <>
          <BetSummary bet={data} maxPayout={data.max_payout} />
          <Legs bet={data} />
          <h3 className={styles.detailHeading}>
            {t({ id: 'mybets.combinationCount', message: `Combinations (${data.combinations.total})` })}
          </h3>
          <ol className={styles.combinations} start={data.combinations.start + 1}>
            {data.combinations.data.map((picks, i) => {
              const result = data.combinations.result[i]
              const status = combinationStatus(data.status, result?.bonus ?? null)
              return (
                <li key={result?.index ?? i} className={styles.combination}>
                  <span className={styles.combinationPicks}>
                    {picks.map((p) => (
                      <PickText key={`${p.m}:${p.k}:${p.n}`} pick={p} bet={data} />
                    ))}
                  </span>
                  <span className={styles.status} data-status={status}>
                    {status}
                    {status === 'WIN' ? (
                      <span className="tabular"> {amountText(result?.bonus ?? '0', data.currency)}</span>
                    ) : null}
                  </span>
                </li>
              )
            })}
          </ol>
          {pages > 1 ? (
            <div className={styles.pager}>
              <Button variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
                <Trans id="previous">Previous</Trans>
              </Button>
              <span className="tabular">
                {page + 1} / {pages}
              </span>
              <Button variant="ghost" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                <Trans id="next">Next</Trans>
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </Modal>
  )
}
