import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { AdSlot } from '../../shared/ads/AdSlot.tsx'
import { useAvailability } from '../../shared/games/availability.ts'
import { providerBySlug } from '../../shared/games/catalog.ts'
import { gameListQuery } from './api.ts'
import { GameCard } from './GameCard.tsx'
import styles from './GamePages.module.css'
import { listedCard } from './listedCard.ts'

/** A provider's titles from its §7 list; a hidden provider lists nothing, a disabled one its titles unavailable. */
export function GameListPage({ type }: { type: string }) {
  const { i18n } = useLingui()
  const provider = providerBySlug(type)
  const { data: availability } = useAvailability()
  const list = useQuery(gameListQuery(type))
  const hidden = provider && availability && !availability.visible.includes(provider.id)
  const disabled = !!provider && !!availability?.disabled.includes(provider.id)
  const back = (
    <Link to="/game" className={styles.more}>
      <Trans id="games.lobby">All providers</Trans>
    </Link>
  )
  let content: React.ReactNode
  if (hidden) {
    content = (
      <EmptyState icon="games" title={<Trans id="gameNotActive">This game is currently not active</Trans>} />
    )
  } else if (list.isPending) {
    content = <Skeleton rows={2} height={160} />
  } else if (list.isError) {
    content = <ErrorLine error={list.error} message="gameDataNotLoading" onRetry={() => list.refetch()} />
  } else if (list.data.length === 0) {
    content = (
      <EmptyState icon="games" title={<Trans id="games.emptyList">No games in this list yet</Trans>} />
    )
  } else {
    content = (
      <ul className={styles.grid}>
        {list.data.map((g) => (
          <li key={g.id}>
            <GameCard game={listedCard(i18n, type, g, disabled)} />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <PageFrame title={provider ? i18n._(provider.label) : type} actions={back}>
      {content}
      <AdSlot placement="games" />
    </PageFrame>
  )
}
