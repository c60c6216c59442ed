import { createFileRoute } from '@tanstack/react-router'
import { DrawsPage } from '../features/backoffice/draws/DrawsPage.tsx'

// Taken as given here (route options load with every page); DrawsPage reads them strictly.
export const Route = createFileRoute('/backoffice/draws')({
  validateSearch: (raw: { game?: unknown; draw?: unknown }) => ({ game: raw.game, draw: raw.draw }),
  component: function Draws() {
    const { game, draw } = Route.useSearch()
    return <DrawsPage key={`${game}:${draw}`} search={{ game, draw }} />
  },
})
