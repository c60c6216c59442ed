import { createFileRoute, notFound } from '@tanstack/react-router'
import { useEffect } from 'react'
import { startLoading } from '../app/startLoading.ts'
import {
  RACING_GAMES,
  type RacingGame,
  racingNowQuery,
  racingOddsQuery,
} from '../features/lottery/racing/api.ts'
import { RacingPage } from '../features/lottery/racing/RacingPage.tsx'
import { loadCatalogs } from '../i18n/index.ts'
import { resetRacing } from '../state/racing.ts'

export const Route = createFileRoute('/lottery/$game')({
  params: {
    parse: ({ game }) => {
      if (!(RACING_GAMES as readonly string[]).includes(game)) throw notFound()
      return { game: game as RacingGame }
    },
    stringify: ({ game }) => ({ game }),
  },
  loader: ({ params: { game }, context: { queryClient } }) => {
    startLoading(
      queryClient.ensureQueryData(racingOddsQuery(game)),
      queryClient.ensureQueryData(racingNowQuery(game)),
    )
    return loadCatalogs(['lottery'])
  },
  component: function Racing() {
    const { game } = Route.useParams()
    // biome-ignore lint/correctness/useExhaustiveDependencies: spec §4, switching the racing game clears the bets and the warning.
    useEffect(() => resetRacing(), [game])
    return <RacingPage key={game} game={game} />
  },
})
