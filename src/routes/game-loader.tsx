import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { startLoading } from '../app/startLoading.ts'
import { Modal } from '../components/Modal/index.tsx'
import { requireAuth } from '../features/auth/guard.ts'
import { GamePlayPage } from '../features/games/GamePages.tsx'
import { availabilityQuery } from '../shared/games/availability.ts'

const search = z.object({ gameId: z.string().max(64).optional().catch(undefined) })

/** A live game in a full frame; closing returns to the live games list (spec §2). */
export const Route = createFileRoute('/game-loader')({
  validateSearch: search,
  beforeLoad: requireAuth,
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(availabilityQuery)),
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
