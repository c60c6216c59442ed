import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import styles from './Backoffice.module.css'

/** What the last change did, announced politely; nothing when there is none. */
export function Notice({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.notice} role="status">
      {text}
    </p>
  ) : null
}

/** A list read whole (not paged): its skeleton while loading, its error line with a retry, then the list. */
export function Loaded<T>({
  query,
  rows,
  children,
}: {
  query: UseQueryResult<T>
  rows: number
  children(data: T): ReactNode
}) {
  if (query.isPending) return <Skeleton rows={rows} height={44} />
  if (query.isError) return <ErrorLine error={query.error} onRetry={() => void query.refetch()} />
  return children(query.data)
}
