import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { type GameRound, gameRoundsQuery, type RoundList } from '../../shared/games/api.ts'
import { roundGameName } from '../../shared/games/titles.ts'
import { amountText } from '../../shared/money/format.ts'
import { isPositive, MY_BETS_PAGE } from './api.ts'
import styles from './MyBets.module.css'

function RoundCard({ list, round }: { list: RoundList; round: GameRound }) {
  const { t, i18n } = useLingui()
  const name = roundGameName(list, round.game_id)
  const status = {
    open: t({ id: 'mybets.round.open', message: 'In play' }),
    settled: t({ id: 'status.settled', message: 'Settled' }),
    rolled_back: t({ id: 'mybets.round.rolledBack', message: 'Returned' }),
  }[round.status]
  const won = round.status === 'settled' && isPositive(round.win)
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span>{name ? i18n._(name) : round.game_id}</span>
        <span className={styles.badge} data-round={round.status}>
          {status}
        </span>
      </div>
      <p className={styles.dim}>
        {new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
          new Date(round.created_at),
        )}
      </p>
      <dl className={styles.amounts}>
        <dt>{t({ id: 'mybets.round', message: 'Round' })}</dt>
        <dd className={`tabular ${styles.roundId}`}>{round.round_id}</dd>
        <dt>{t({ id: 'mybets.stake', message: 'Stake' })}</dt>
        <dd className="tabular">{amountText(round.bet, round.currency)}</dd>
        <dt>{t({ id: 'mybets.win', message: 'Win' })}</dt>
        <dd className={`tabular ${won ? styles.win : ''}`}>{amountText(round.win, round.currency)}</dd>
      </dl>
      {round.verify_url ? (
        <a className={styles.verify} href={round.verify_url} target="_blank" rel="noopener">
          <Trans id="mybets.verifyRound">Verify this round</Trans>
        </a>
      ) : null}
    </li>
  )
}

/** A games provider's rounds (bet, win, status, time), each with the studio's verifier. */
export function GameRounds({ list }: { list: RoundList }) {
  const [page, setPage] = useState(0)
  const rounds = useQuery(gameRoundsQuery(list, page, MY_BETS_PAGE))
  if (rounds.isPending) return <Skeleton rows={3} height={120} />
  if (rounds.isError) return <ErrorLine error={rounds.error} onRetry={() => rounds.refetch()} />
  if (rounds.data.length === 0 && page === 0)
    return <EmptyState icon="games" title={<Trans id="mybets.noRounds">No game rounds yet</Trans>} />
  return (
    <>
      <ul className={styles.list}>
        {rounds.data.map((r) => (
          <RoundCard key={r.round_id} list={list} round={r} />
        ))}
      </ul>
      <div className={styles.pager}>
        <Button variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
          <Trans id="previous">Previous</Trans>
        </Button>
        <Button
          variant="ghost"
          disabled={rounds.data.length < MY_BETS_PAGE}
          onClick={() => setPage(page + 1)}
        >
          <Trans id="next">Next</Trans>
        </Button>
      </div>
    </>
  )
}
