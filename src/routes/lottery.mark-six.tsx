import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { z } from 'zod'
import { startLoading } from '../app/startLoading.ts'
import { drawsQuery, marksixOddsQuery } from '../features/lottery/api.ts'
import { MarkSixPage } from '../features/lottery/MarkSixPage.tsx'
import { REGION_KEYS, regionFor } from '../features/lottery/regions.ts'
import { lottery, switchLotteryGame } from '../state/lottery.ts'
import { STORAGE_KEYS, writeStorage } from '../state/storage.ts'

const search = z.object({ game: z.enum(REGION_KEYS).optional().catch(undefined) })

export const Route = createFileRoute('/lottery/mark-six')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ game: search.game }),
  loader: ({ deps, context: { queryClient } }) => {
    const region = regionFor(deps.game)
    startLoading(
      queryClient.ensureQueryData(drawsQuery(region)),
      queryClient.ensureQueryData(marksixOddsQuery(region)),
    )
  },
  component: function MarkSix() {
    const { game } = Route.useSearch()
    const navigate = Route.useNavigate()
    const region = regionFor(game)
    useEffect(() => {
      if (lottery.selectedLotteryGame !== region) switchLotteryGame(region)
    }, [region])
    return (
      <MarkSixPage
        key={region}
        region={region}
        onRegion={(next) => {
          switchLotteryGame(next)
          writeStorage(STORAGE_KEYS.currentLotteryId, next)
          navigate({ search: { game: next }, replace: true })
        }}
      />
    )
  },
})
