import type { ReactNode } from 'react'
import { Icon, type IconName } from '../Icon/index.tsx'
import styles from './EmptyState.module.css'

export function EmptyState({
  icon = 'info',
  title,
  children,
}: {
  icon?: IconName
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={styles.empty}>
      <Icon name={icon} size={32} />
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  )
}
