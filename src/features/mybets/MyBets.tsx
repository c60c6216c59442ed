import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { parlayName } from '../sports/labels.ts'
import { titles } from '../sports/SportLobby.tsx'
import { BET_GAMES, BET_STATUS, type BetGame, myBetsQuery, type PlacedBet, type StatusFilter } from './api.ts'
import { BetDetailModal, PickText } from './BetDetailModal.tsx'
import styles from './MyBets.module.css'

const PAGE = 10

function StatusBadge({ bet }: { bet: PlacedBet }) {
  const { t } = useLingui()
  const text =
    bet.status === BET_STATUS.pending
      ? t({ id: 'status.pending', message: 'Pending' })
      : bet.status === BET_STATUS.cancelled
        ? t({ id: 'status.cancelled', message: 'Cancelled' })
        : t({ id: 'status.settled', message: 'Settled' })
  return (
    <span className={styles.badge} data-status={bet.status}>
      {text}
    </span>
  )
}

function BetCard({ bet, onOpen }: { bet: PlacedBet; onOpen(): void }) {
  const { t, i18n } = useLingui()
  const won = Number(bet.bonus) > 0
  const parlay = bet.strings.map((k) => parlayName(i18n, k)).join(', ')
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span className="tabular">{bet.bet_id}</span>
        <StatusBadge bet={bet} />
      </div>
      <p className={styles.dim}>
        {new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(bet.create_at),
        )}
        {parlay ? ` · ${parlay}` : ''} · ×{bet.multiple}
      </p>
      <div className={styles.picks}>
        {bet.selections.map((p) => (
          <PickText key={`${p.m}:${p.k}:${p.n}`} pick={p} bet={bet} />
        ))}
      </div>
      <dl className={styles.amounts}>
        <dt>{t({ id: 'mybets.stake', message: 'Stake' })}</dt>
        <dd className="tabular">
          {bet.total_price} {bet.currency}
        </dd>
        <dt>{t({ id: 'mybets.bets', message: 'Bets' })}</dt>
        <dd className="tabular">{bet.bets}</dd>
        {bet.status === BET_STATUS.settled ? (
          <>
            <dt>{t({ id: 'mybets.payout', message: 'Payout' })}</dt>
            <dd className={`tabular ${won ? styles.win : styles.loss}`}>
              {bet.payout} {bet.currency}
            </dd>
          </>
        ) : null}
        {Number(bet.returned) > 0 && !won ? (
          <>
            <dt>{t({ id: 'mybets.returned', message: 'Returned' })}</dt>
            <dd className="tabular">
              {bet.returned} {bet.currency}
            </dd>
          </>
        ) : null}
      </dl>
      <Button variant="ghost" onClick={onOpen}>
        <Trans id="mybets.details">Details</Trans>
      </Button>
    </li>
  )
}

function BetList({ game, status }: { game: BetGame; status: StatusFilter }) {
  const [page, setPage] = useState(0)
  const [open, setOpen] = useState<PlacedBet | null>(null)
  const list = useQuery(myBetsQuery(game, status, page, PAGE))
  if (list.isPending) return <Skeleton rows={3} height={120} />
  if (list.isError) return <ErrorLine error={list.error} onRetry={() => list.refetch()} />
  const bets = list.data.list
  if (bets.length === 0 && page === 0)
    return <EmptyState icon="ticket" title={<Trans id="mybets.none">No bets yet</Trans>} />
  return (
    <>
      <ul className={styles.list}>
        {bets.map((b) => (
          <BetCard key={b.bet_id} bet={b} onOpen={() => setOpen(b)} />
        ))}
      </ul>
      <div className={styles.pager}>
        <Button variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
          <Trans id="previous">Previous</Trans>
        </Button>
        <Button variant="ghost" disabled={bets.length < PAGE} onClick={() => setPage(page + 1)}>
          <Trans id="next">Next</Trans>
        </Button>
      </div>
      <BetDetailModal bet={open} onClose={() => setOpen(null)} />
    </>
  )
}

/** My bets for one game at a time, by status (spec §4); used by the page and the drawer. */
export function MyBets() {
  const { t, i18n } = useLingui()
  const [game, setGame] = useState<BetGame>('soccer')
  const [status, setStatus] = useState<'all' | 'pending' | 'settled' | 'cancelled'>('all')
  const codes: Record<typeof status, StatusFilter> = { all: -1, ...BET_STATUS }
  return (
    <div className={styles.myBets}>
      <fieldset className={styles.games}>
        <legend className={styles.dim}>{t({ id: 'mybets.game', message: 'Game' })}</legend>
        {BET_GAMES.map((g) => (
          <button
            key={g}
            type="button"
            className={styles.game}
            aria-pressed={g === game}
            onClick={() => setGame(g)}
          >
            {i18n._(titles[g])}
          </button>
        ))}
      </fieldset>
      <Tabs
        label={t({ id: 'nav.myBets', message: 'My bets' })}
        selected={status}
        onSelect={setStatus}
        items={[
          { key: 'all', label: t({ id: 'status.all', message: 'All' }) },
          { key: 'pending', label: t({ id: 'status.pending', message: 'Pending' }) },
          { key: 'settled', label: t({ id: 'status.settled', message: 'Settled' }) },
          { key: 'cancelled', label: t({ id: 'status.cancelled', message: 'Cancelled' }) },
        ]}
      >
        <BetList key={`${game}:${status}`} game={game} status={codes[status]} />
      </Tabs>
    </div>
  )
}
