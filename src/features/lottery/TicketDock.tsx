import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import styles from './TicketDock.module.css'

/**
 * On a phone the ticket would sit two screens below the board: it docks at the bottom instead,
 * a bar with its count that slides the ticket up, as the sports slip does. From 768 px it is the
 * board's side column and the bar is hidden. A ticket just placed leaves its receipt in it.
 */
export function TicketDock({
  count,
  empty,
  children,
}: {
  count: number
  /** nothing to show: no selection and no receipt */
  empty: boolean
  children: ReactNode
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={styles.dock} data-empty={empty || undefined} data-open={open || undefined}>
      <button
        type="button"
        className={styles.bar}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t({ id: 'lottery.ticketWith', message: `Ticket (${count})` })}
        <span aria-hidden="true">{open ? '▾' : '▴'}</span>
      </button>
      <div id={id} className={styles.body}>
        {children}
      </div>
    </div>
  )
}
