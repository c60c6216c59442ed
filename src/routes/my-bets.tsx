import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { requireAuth } from '../features/auth/guard.ts'
import { firstBetsQuery } from '../features/mybets/api.ts'
import { MyBetsPage } from '../features/mybets/MyBetsPage.tsx'

export const Route = createFileRoute('/my-bets')({
  beforeLoad: requireAuth,
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(firstBetsQuery)),
  component: MyBetsPage,
})
