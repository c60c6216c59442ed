import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { receipt } from '../../shared/placement/receipt.ts'
import type { Draw } from './api.ts'
import { Countdown } from './Countdown.tsx'
import styles from './Lottery.module.css'
import { TicketDock } from './TicketDock.tsx'

/**
 * Betting on a game's open draw, Mark Six or racing: its number and countdown, the board, and the
 * ticket docked beside it (at the bottom on phones) with its count; or that no draw is open.
 */
export function DrawBetting({
  draw,
  onClosed,
  about,
  board,
  count,
  children,
}: {
  draw: Draw | null | undefined
  onClosed(): void
  /** what else the header says of the draw (Mark Six's commitment) */
  about?: ReactNode
  board: ReactNode
  count: number
  /** the ticket */
  children: ReactNode
}) {
  // A ticket just placed leaves its receipt where it was: the dock stays though its count is 0.
  const placed = useSnapshot(receipt).shown?.game === draw?.game
  if (!draw)
    return (
      <EmptyState
        icon="lottery"
        title={<Trans id="lottery.noOpenDraw">No draw is open for betting right now</Trans>}
      />
    )
  return (
    <div className={styles.betting}>
      <header className={styles.drawHead}>
        <span>
          <Trans id="lottery.drawNumber">Draw number</Trans> {draw.match_id}
        </span>
        <Countdown key={draw.match_id} closeAt={draw.close_at} onClosed={onClosed} />
        {about}
      </header>
      <div className={styles.columns}>
        {board}
        <TicketDock count={count} empty={count === 0 && !placed}>
          {children}
        </TicketDock>
      </div>
    </div>
  )
}
