import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { useAvailability } from '../../shared/games/availability.ts'
import { providerBySlug } from '../../shared/games/catalog.ts'
import { titleOf } from '../../shared/games/titles.ts'
import { launchQuery, transferStudioOf } from './api.ts'
import { GameFrame } from './GameFrame.tsx'
import { NotActive } from './NotActive.tsx'
import { rememberGame } from './recent.ts'
import { TransferGame } from './TransferGame.tsx'

/** A seamless studio's game: launched afresh on each visit, played in the frame. */
function SeamlessGame({ type, id, name }: { type: string; id: string; name: string }) {
  const navigate = useNavigate()
  const launch = useQuery(launchQuery(type, id))
  useEffect(() => {
    if (launch.data) rememberGame({ type, id })
  }, [launch.data, type, id])
  if (launch.isPending) return <Skeleton rows={1} height={320} />
  if (launch.isError) {
    if (launch.error instanceof ApiError && errorMessage(launch.error) === 'gameNotActive')
      return <NotActive type={type} />
    return <ErrorLine error={launch.error} message="gameDataNotLoading" onRetry={() => launch.refetch()} />
  }
  return (
    <GameFrame
      url={launch.data.url}
      title={name}
      onClose={() => navigate({ to: '/game/$type', params: { type } })}
    />
  )
}

/**
 * /game/play/{type}/{id}: the game in a frame. A game disabled or hidden at the next availability
 * poll leaves the frame for the 'not active' line (the studio refuses its rounds by then).
 */
export function GamePlayPage({ type, id }: { type: string; id: string }) {
  const { i18n } = useLingui()
  const provider = providerBySlug(type)
  const { data: availability } = useAvailability()
  const title = titleOf(provider?.key ?? type, id)
  const name = title ? i18n._(title.name) : id
  if (!provider) {
    // Not one of ours (the live tables' loader): nothing to launch yet.
    return (
      <PageFrame title={type}>
        <EmptyState icon="games" title={<Trans id="gameDataNotLoading">Game data is not loading</Trans>}>
          <Trans id="games.unknownGame">Game {id} could not be started.</Trans>
        </EmptyState>
      </PageFrame>
    )
  }
  const closed =
    !!availability &&
    (!availability.visible.includes(provider.id) || availability.disabled.includes(provider.id))
  const studio = transferStudioOf(provider.key)
  return (
    <PageFrame title={name}>
      {studio ? (
        <TransferGame type={provider.key} id={id} name={name} studio={studio} closed={closed} />
      ) : closed ? (
        <NotActive type={provider.key} />
      ) : (
        <SeamlessGame type={provider.key} id={id} name={name} />
      )}
    </PageFrame>
  )
}
