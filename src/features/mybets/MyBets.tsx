import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { parlayName } from '../../shared/bets/pickLabels.ts'
import { titles } from '../../shared/bets/sportPages.ts'
import { ROUND_LISTS, type RoundList } from '../../shared/games/api.ts'
import { CATEGORY_GROUPS } from '../../shared/games/catalog.ts'
import { amountText } from '../../shared/money/format.ts'
import {
  BET_GAMES,
  BET_STATUS,
  type BetGame,
  isBetGame,
  isLotteryGame,
  isPositive,
  type LotteryTicket,
  MY_BETS_PAGE,
  myBetsQuery,
  type PlacedBet,
  type StatusFilter,
} from './api.ts'
import { BetDetailModal, PickText } from './BetDetailModal.tsx'
import { PostponedNote, postponementsOf, StatusBadge } from './BetSummary.tsx'
import { GameRounds } from './GameRounds.tsx'
import { DrawLine, SelectionText, TicketDetailModal } from './LotteryTicket.tsx'
import styles from './MyBets.module.css'

type AnyBet = PlacedBet | LotteryTicket
const isTicket = (bet: AnyBet): bet is LotteryTicket => 'draw' in bet

function BetCard({ bet, onOpen }: { bet: AnyBet; onOpen(): void }) {
  const { t, i18n } = useLingui()
  const won = isPositive(bet.bonus)
  const parlay = bet.strings.map((k) => parlayName(i18n, k)).join(', ')
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span className="tabular">{bet.bet_id}</span>
        <StatusBadge status={bet.status} postponed={postponementsOf(bet).length > 0} />
      </div>
      <p className={styles.dim}>
        {new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(bet.create_at),
        )}
        {parlay ? ` · ${parlay}` : ''}
        {isTicket(bet) ? '' : ` · ×${bet.multiple}`}
      </p>
      {isTicket(bet) ? <DrawLine game={bet.game} draw={bet.draw} /> : null}
      <PostponedNote bet={bet} />
      <div className={styles.picks}>
        {isTicket(bet)
          ? bet.selections.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's selections never reorder.
              <SelectionText key={i} pick={p} currency={bet.currency} />
            ))
          : bet.selections.map((p) => <PickText key={`${p.m}:${p.k}:${p.n}`} pick={p} bet={bet} />)}
      </div>
      <dl className={styles.amounts}>
        <dt>{t({ id: 'mybets.stake', message: 'Stake' })}</dt>
        <dd className="tabular">{amountText(bet.total_price, bet.currency)}</dd>
        <dt>{t({ id: 'mybets.bets', message: 'Bets' })}</dt>
        <dd className="tabular">{bet.bets}</dd>
        {bet.status === BET_STATUS.settled ? (
          <>
            <dt>{t({ id: 'mybets.payout', message: 'Payout' })}</dt>
            <dd className={`tabular ${won ? styles.win : styles.loss}`}>
              {amountText(bet.payout, bet.currency)}
            </dd>
          </>
        ) : null}
        {isPositive(bet.returned) && !won ? (
          <>
            <dt>{t({ id: 'mybets.returned', message: 'Returned' })}</dt>
            <dd className="tabular">{amountText(bet.returned, bet.currency)}</dd>
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
  const [open, setOpen] = useState<AnyBet | null>(null)
  const list = useQuery(myBetsQuery(game, status, page, MY_BETS_PAGE))
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
        <Button variant="ghost" disabled={bets.length < MY_BETS_PAGE} onClick={() => setPage(page + 1)}>
          <Trans id="next">Next</Trans>
        </Button>
      </div>
      {isLotteryGame(game) ? (
        <TicketDetailModal ticket={open && isTicket(open) ? open : null} onClose={() => setOpen(null)} />
      ) : (
        <BetDetailModal bet={open && !isTicket(open) ? open : null} onClose={() => setOpen(null)} />
      )}
    </>
  )
}

const ROUND_PROVIDERS = Object.keys(ROUND_LISTS) as RoundList[]
const isRoundList = (game: string): game is RoundList => game in ROUND_LISTS
const providerLabel = (key: RoundList) =>
  CATEGORY_GROUPS.flatMap((c) => c.games).find((p) => p.key === key)?.label

/**
 * My bets for one game at a time, by status (spec §4), and the games studios' rounds; used by the
 * page and the drawer. It opens on soccer, or on `initialGame` when that is one of its games.
 */
export function MyBets({ initialGame }: { initialGame?: string | undefined } = {}) {
  const { t, i18n } = useLingui()
  const [game, setGame] = useState<BetGame | RoundList>(() =>
    initialGame && (isBetGame(initialGame) || isRoundList(initialGame)) ? initialGame : 'soccer',
  )
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
            {isLotteryGame(g) ? i18n._(`game.${g}`) : i18n._(titles[g])}
          </button>
        ))}
        {ROUND_PROVIDERS.map((g) => {
          const label = providerLabel(g)
          return (
            <button
              key={g}
              type="button"
              className={styles.game}
              aria-pressed={g === game}
              onClick={() => setGame(g)}
            >
              {label ? i18n._(label) : g}
            </button>
          )
        })}
      </fieldset>
      {isRoundList(game) ? (
        <GameRounds key={game} list={game} />
      ) : (
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
      )}
    </div>
  )
}
