import { Trans, useLingui } from '@lingui/react/macro'
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Button } from '../../components/Button/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { connection } from '../../state/connection.ts'
import styles from './Lottery.module.css'

/** What a ticket kept offline remembers: its draw and the odds of each line as the player saw them. */
export interface TicketIntent {
  match_id: string
  odds: Record<string, string>
}

/**
 * Back online with a ticket the player tried to place offline: the draws and odds are fetched
 * afresh, then the review says whether the draw it was for closed meanwhile (the ticket would go
 * on the next one) and which odds moved. One tap places it as shown; nothing is sent before.
 */
export function TicketReview({
  kept,
  drawId,
  lines,
  total,
  busy,
  onPlace,
  onKeep,
}: {
  kept: Readonly<TicketIntent>
  drawId: string
  lines: readonly { k: string; label: string; odd: string }[]
  total: string
  busy: boolean
  onPlace(): void
  onKeep(): void
}) {
  const { t } = useLingui()
  const client = useQueryClient()
  const [asked, setAsked] = useState(false)
  // The browser may say online before its requests get through: an answer the service worker gave
  // from its store marks the server unreachable, and it is asked again once the server answers.
  const { offline: unreachable } = useSnapshot(connection)
  // Every query on screen (the draw, the odds) again from the server, whatever their age.
  useEffect(() => {
    if (unreachable) return
    setAsked(false)
    void client.invalidateQueries().finally(() => setAsked(true))
  }, [client, unreachable])
  const fetching = useIsFetching()
  const fresh = asked && fetching === 0 && !unreachable
  const keptDraw = kept.match_id
  const closed = keptDraw !== drawId
  const moved = lines.filter((l) => kept.odds[l.k] !== undefined && kept.odds[l.k] !== l.odd)
  return (
    <Modal
      open
      title={t({ id: 'offline.ticketTitle', message: 'Back online: check your ticket' })}
      onClose={onKeep}
    >
      {!fresh ? (
        <p role="status">
          <Trans id="offline.repricing">Checking today's prices…</Trans>
        </p>
      ) : (
        <>
          {closed ? (
            <p className={styles.closed} role="alert">
              {t({
                id: 'offline.drawClosed',
                message: `Betting on draw ${keptDraw} closed while you were offline. Your ticket can go on the next draw, ${drawId}.`,
              })}
            </p>
          ) : (
            <p>
              <Trans id="offline.ticketHint">
                Your ticket was not placed while you were offline. Draw {drawId} is still open.
              </Trans>
            </p>
          )}
          {moved.length > 0 ? (
            <ul className={styles.moved} aria-label={t({ id: 'offline.changes', message: 'What changed' })}>
              {moved.map((l) => (
                <li key={l.k}>
                  <span>{l.label}</span>
                  <span className="tabular">
                    {kept.odds[l.k]} → <strong>{l.odd}</strong>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <Trans id="offline.oddsSame">The odds have not changed.</Trans>
            </p>
          )}
          <dl className={styles.totals}>
            <dt>{t({ id: 'lottery.totalStake', message: 'Total stake' })}</dt>
            <dd className="tabular">{total}</dd>
          </dl>
        </>
      )}
      <div className={styles.reviewActions}>
        <Button variant="ghost" onClick={onKeep}>
          <Trans id="offline.keepTicket">Keep my ticket</Trans>
        </Button>
        <Button variant="primary" disabled={!fresh} loading={busy} onClick={onPlace}>
          <Trans id="offline.placeOnDraw">Place on draw {drawId}</Trans>
        </Button>
      </div>
    </Modal>
  )
}
