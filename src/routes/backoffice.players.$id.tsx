import { createFileRoute } from '@tanstack/react-router'
import { PlayerPage } from '../features/backoffice/players/PlayerPage.tsx'

export const Route = createFileRoute('/backoffice/players/$id')({ component: Player })

function Player() {
  const { id } = Route.useParams()
  // A non-number asks the server for player 0, which answers a 400 shown as the page's error line.
  return <PlayerPage key={id} id={/^\d{1,15}$/.test(id) ? Number(id) : 0} />
}
