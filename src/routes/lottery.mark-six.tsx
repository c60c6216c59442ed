import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { startLoading } from '../app/startLoading.ts'
import { drawsQuery, marksixOddsQuery } from '../features/lottery/api.ts'
import { MarkSixPage } from '../features/lottery/MarkSixPage.tsx'
import { REGION_KEYS, type Region, regionFor } from '../features/lottery/regions.ts'
import { loadCatalogs } from '../i18n/index.ts'
import { lottery, switchLotteryGame } from '../state/lottery.ts'
import { STORAGE_KEYS, writeStorage } from '../state/storage.ts'

// Not zod: route options load with every page. Given but invalid is undefined (left out, the
// router would keep the raw value).
function search(raw: Record<string, unknown>): { game?: Region } {
  return 'game' in raw ? { game: REGION_KEYS.find((r) => r === raw.game) } : {}
}

export const Route = createFileRoute('/lottery/mark-six')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ game: search.game }),
  loader: ({ deps, context: { queryClient } }) => {
    const region = regionFor(deps.game)
    startLoading(
      queryClient.ensureQueryData(drawsQuery(region)),
      queryClient.ensureQueryData(marksixOddsQuery(region)),
    )
    return loadCatalogs(['lottery'])
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
