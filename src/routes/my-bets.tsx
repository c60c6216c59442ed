import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { requireAuth } from '../features/auth/guard.ts'
import { firstBetsQuery } from '../features/mybets/api.ts'
import { MyBetsPage } from '../features/mybets/MyBetsPage.tsx'
import { loadCatalogs } from '../i18n/index.ts'

export const Route = createFileRoute('/my-bets')({
  beforeLoad: requireAuth,
  loader: ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(firstBetsQuery))
    return loadCatalogs(['mybets'])
  },
  component: MyBetsPage,
})
