import type { ReactNode } from 'react'
import styles from './PageFrame.module.css'

/** The common top of every screen: its title, optional actions, then the content. */
export function PageFrame({
  title,
  actions,
  children,
}: {
  title: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section className={styles.frame}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  )
}
