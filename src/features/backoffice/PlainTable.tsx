import type { ReactNode } from 'react'
import styles from './Backoffice.module.css'

/**
 * Column headings: the first `text` columns read as text, the rest are numbers and line up on the
 * right (ui.md: numbers right-aligned).
 */
export function Heads({ labels, text }: { labels: string[]; text: number }) {
  return labels.map((label, i) => (
    <th key={label} scope="col" className={i < text ? undefined : styles.num}>
      {label}
    </th>
  ))
}

/** A table the page holds whole (nothing to page on the server): caption, headings and rows. */
export function PlainTable({
  caption,
  labels,
  text = 1,
  children,
}: {
  caption: string
  labels: string[]
  /** How many leading columns hold text; the others are numbers. */
  text?: number
  children: ReactNode
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <Heads labels={labels} text={text} />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
