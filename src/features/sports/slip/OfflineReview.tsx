import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/Button/index.tsx'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { Modal } from '../../../components/Modal/index.tsx'
import { lobbyQuery } from '../../../shared/bets/lobby.ts'
import { handicapFor, pickLabel } from '../../../shared/bets/pickLabels.ts'
import { warningText } from '../../../shared/bets/warningText.ts'
import { updateSlipOdds } from '../../../state/sports.ts'
import { type LegChange, type LegState, repriceSlip } from './reprice.ts'
import styles from './Slip.module.css'
import { Totals } from './Totals.tsx'
import type { SlipView } from './useSlip.ts'

const STATES: Record<LegState, MessageDescriptor> = {
  same: msg({ id: 'offline.leg.same', message: 'Odds unchanged' }),
  up: msg({ id: 'offline.leg.up', message: 'Odds went up' }),
  down: msg({ id: 'offline.leg.down', message: 'Odds went down' }),
  suspended: msg({ id: 'offline.leg.suspended', message: 'Betting suspended on this match' }),
  closed: msg({ id: 'offline.leg.closed', message: 'Closed: no longer on sale' }),
}

/**
 * Back online with a slip the player tried to place offline: the lobby is fetched afresh and each
 * pick shows what became of it. Nothing is sent until the player taps once to place it at today's
 * odds; picks that cannot be placed any more are removed first, by the player.
 */
export function OfflineReview({
  view,
  busy,
  onPlace,
  onRemove,
  onKeep,
}: {
  view: SlipView
  busy: boolean
  onPlace(): void
  onRemove(changes: LegChange[]): void
  onKeep(): void
}) {
  const { t, i18n } = useLingui()
  const game = view.snap.selectedGame
  // Today's prices, whatever the cache holds: the review is the point of re-pricing.
  const lobby = useQuery({ ...lobbyQuery(game), staleTime: 0, refetchOnMount: 'always' })
  const fresh = lobby.isFetchedAfterMount && !lobby.isFetching
  // The picks at the odds the player saw offline; the slip itself moves to today's odds below.
  const [before] = useState(() => view.selections.map((s) => ({ ...s })))
  const kept = before.filter((p) =>
    view.selections.some((s) => s.matchId === p.matchId && s.kind === p.kind && s.name === p.name),
  )
  const list = fresh ? lobby.data?.list : undefined
  const changes = list ? repriceSlip(game, kept, list) : []
  const moved = changes.filter((c) => c.odds !== null && c.state !== 'same')
  const movedKey = moved.map((c) => `${c.pick.matchId}:${c.pick.kind}:${c.pick.name}:${c.odds}`).join('|')
  // The slip takes today's odds, so its totals and the placement are at the prices shown here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: movedKey stands for moved
  useEffect(() => {
    updateSlipOdds(
      moved.map((c) => ({
        match_id: c.pick.matchId,
        kind: c.pick.kind,
        name: c.pick.name,
        odds: c.odds ?? 0,
      })),
    )
  }, [movedKey])
  const gone = changes.some((c) => c.odds === null)
  const labels = (c: LegChange) => {
    const match = view.snap.betSlipList.find((m) => m.match_id === c.pick.matchId)
    const pick = pickLabel(i18n, c.pick.kind, c.pick.name, {
      handicap: handicapFor(game, c.pick.kind, match?.handicap_val),
      line: c.pick.line,
    })
    return { match: match ? `${match.home_name} – ${match.away_name}` : c.pick.matchId, pick }
  }
  return (
    <Modal
      open
      title={t({ id: 'offline.reviewTitle', message: 'Back online: check your slip' })}
      onClose={onKeep}
    >
      <p>
        <Trans id="offline.reviewHint">
          Your slip was not placed while you were offline. Here is how each pick stands now:
        </Trans>
      </p>
      {lobby.isError ? (
        <ErrorLine error={lobby.error} onRetry={() => lobby.refetch()} />
      ) : !fresh ? (
        <p role="status">
          <Trans id="offline.repricing">Checking today's prices…</Trans>
        </p>
      ) : (
        <ul className={styles.changes} aria-label={t({ id: 'offline.changes', message: 'What changed' })}>
          {changes.map((c) => {
            const { match, pick } = labels(c)
            return (
              <li key={`${c.pick.matchId}:${c.pick.kind}:${c.pick.name}`} data-state={c.state}>
                <span>
                  {match}: {pick}
                  <br />
                  <span className={styles.legState} data-state={c.state}>
                    {i18n._(STATES[c.state])}
                  </span>
                </span>
                <span className="tabular">
                  {c.state === 'same' || c.odds === null ? (
                    c.pick.odds.toFixed(2)
                  ) : (
                    <>
                      {c.pick.odds.toFixed(2)} → <strong>{c.odds.toFixed(2)}</strong>
                    </>
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {fresh && !gone ? <Totals view={view} /> : null}
      {fresh && !gone
        ? view.warnings.map((w) => (
            <p key={w.key} className={styles.warning} role="alert">
              {warningText(i18n, w, view.display.money)}
            </p>
          ))
        : null}
      <div className={styles.reviewActions}>
        <Button variant="ghost" onClick={onKeep}>
          <Trans id="betslip.keepSlip">Keep my slip</Trans>
        </Button>
        {gone ? (
          <Button variant="primary" onClick={() => onRemove(changes)}>
            <Trans id="offline.removeGone">Remove unavailable picks</Trans>
          </Button>
        ) : (
          <Button
            variant="primary"
            disabled={!fresh || view.warnings.length > 0 || !view.input}
            loading={busy}
            onClick={onPlace}
          >
            <Trans id="offline.placeNow">Place at these odds</Trans>
          </Button>
        )}
      </div>
    </Modal>
  )
}
