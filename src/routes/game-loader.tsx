import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { Modal } from '../components/Modal/index.tsx'
import { requireAuth } from '../features/auth/guard.ts'
import { GamePlayPage } from '../features/games/GamePlay.tsx'
import { loadCatalogs } from '../i18n/index.ts'
import { availabilityQuery } from '../shared/games/availability.ts'

// Not zod: route options load with every page. Given but invalid is undefined (left out, the
// router would keep the raw value).
function search(raw: Record<string, unknown>): { gameId?: string } {
  if (!('gameId' in raw)) return {}
  const id = raw.gameId
  return { gameId: typeof id === 'string' && id.length <= 64 ? id : undefined }
}

/** A live game in a full frame; closing returns to the live games list (spec §2). */
export const Route = createFileRoute('/game-loader')({
  validateSearch: search,
  beforeLoad: requireAuth,
  loader: ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(availabilityQuery))
    return loadCatalogs(['games'])
  },
  component: function GameLoader() {
    const { t } = useLingui()
    const { gameId } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <Modal
        open
        variant="full"
        title={t({ id: 'nav.liveGames', message: 'Live games' })}
        onClose={() => navigate({ to: '/live-games' })}
      >
        <GamePlayPage type="winfinity" id={gameId ?? ''} />
      </Modal>
    )
  },
})
