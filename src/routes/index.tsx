import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { HomePage } from '../features/home/HomePage.tsx'
import { HOME_SPORTS } from '../features/home/homeSports.ts'
import { slideshowQuery } from '../features/home/slideshow.ts'
import { lobbyQuery } from '../shared/bets/lobby.ts'

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) =>
    startLoading(
      queryClient.ensureQueryData(slideshowQuery),
      ...HOME_SPORTS.map((g) => queryClient.ensureQueryData(lobbyQuery(g))),
    ),
  component: HomePage,
})
