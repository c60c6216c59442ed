import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { LiveTable } from '#contract/liveGames.ts'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { auth } from '../../state/auth.ts'
import { openModal } from '../../state/ui.ts'
import { liveTablesQuery } from './api.ts'
import styles from './LiveGames.module.css'

function TableCard({ table }: { table: LiveTable }) {
  const body = (
    <>
      <img className={styles.pic} src={table.pic} alt="" width={320} height={200} loading="lazy" />
      <span className={styles.name}>{table.name}</span>
      {table.available ? (
        <span className={styles.live}>
          <Trans id="live.badge">Live</Trans>
        </span>
      ) : (
        <span className={styles.unavailable}>
          <Trans id="currentlyNotAvailable">Currently not available</Trans>
        </span>
      )}
    </>
  )
  if (!table.available) {
    return (
      <div className={styles.card} aria-disabled="true">
        {body}
      </div>
    )
  }
  return (
    <Link
      to="/game-loader"
      search={{ gameId: table.id }}
      className={styles.card}
      onClick={(e) => {
        // A visitor signs in first and stays on the lobby (the loader needs a player).
        if (auth.isAuthorized) return
        e.preventDefault()
        openModal('login')
      }}
    >
      {body}
    </Link>
  )
}

/** /live-games (spec §2): the live tables of the §7 list, each with its picture and name. */
export function LiveLobbyPage() {
  const { t, i18n } = useLingui()
  const tables = useQuery(liveTablesQuery(i18n.locale))
  let content: React.ReactNode
  if (tables.isPending) content = <Skeleton rows={2} height={160} />
  else if (tables.isError)
    content = <ErrorLine error={tables.error} message="gameDataNotLoading" onRetry={() => tables.refetch()} />
  else if (tables.data.length === 0)
    content = (
      <EmptyState icon="live" title={<Trans id="games.noLive">No live tables are open right now</Trans>} />
    )
  else
    content = (
      <ul className={styles.grid}>
        {tables.data.map((table) => (
          <li key={table.id}>
            <TableCard table={table} />
          </li>
        ))}
      </ul>
    )
  return <PageFrame title={t({ id: 'nav.liveGames', message: 'Live games' })}>{content}</PageFrame>
}
