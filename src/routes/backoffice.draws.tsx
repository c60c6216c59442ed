import { createFileRoute } from '@tanstack/react-router'
import { DrawsPage } from '../features/backoffice/draws/DrawsPage.tsx'

// Not zod: route options load with every page. A malformed value is left out.
function search(raw: Record<string, unknown>): { game?: string; draw?: number } {
  const game = typeof raw.game === 'string' && /^[a-z0-9]{2,32}$/.test(raw.game) ? raw.game : undefined
  const draw = Number(raw.draw)
  return {
    ...(game && { game }),
    ...(Number.isSafeInteger(draw) && draw > 0 && { draw }),
  }
}

export const Route = createFileRoute('/backoffice/draws')({
  validateSearch: search,
  component: function Draws() {
    const { game, draw } = Route.useSearch()
    return <DrawsPage key={`${game ?? ''}:${draw ?? ''}`} game={game} draw={draw} />
  },
})
