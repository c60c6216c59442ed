import { useParams } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AuditPage } from './AuditPage.tsx'
import { CampaignsPage } from './campaigns/CampaignsPage.tsx'
import { ChatConsolePage } from './chat/ChatConsolePage.tsx'
import { ContentPage } from './content/ContentPage.tsx'
import { DepositsPage } from './DepositsPage.tsx'
import { DashboardPage } from './dashboard/DashboardPage.tsx'
import { DrawsPage } from './draws/DrawsPage.tsx'
import { GamesPage } from './GamesPage.tsx'
import { LiveTablesPage } from './liveTables/LiveTablesPage.tsx'
import { MatchesPage } from './matches/MatchesPage.tsx'
import { NoticesPage } from './notices/NoticesPage.tsx'
import { OperatorsPage } from './OperatorsPage.tsx'
import { OverviewPage } from './OverviewPage.tsx'
import { PlayerPage } from './players/PlayerPage.tsx'
import { PlayersPage } from './players/PlayersPage.tsx'
import { WithdrawalsPage } from './WithdrawalsPage.tsx'

/** Each page by its first path segment, given the segments after it. */
const PAGES: Record<string, (rest: string[]) => ReactNode> = {
  dashboard: () => <DashboardPage />,
  // A non-number asks the server for player 0, which answers a 400 shown as the page's error line.
  players: ([id]) =>
    id === undefined || id === '' ? (
      <PlayersPage />
    ) : (
      <PlayerPage key={id} id={/^\d{1,15}$/.test(id) ? Number(id) : 0} />
    ),
  withdrawals: () => <WithdrawalsPage />,
  deposits: () => <DepositsPage />,
  matches: () => <MatchesPage />,
  // draws/{game}/{draw}: a draw's tickets, as the dashboard links them.
  draws: ([game, draw]) => <DrawsPage key={`${game}:${draw}`} search={{ game, draw }} />,
  games: () => <GamesPage />,
  liveTables: () => <LiveTablesPage />,
  chat: () => <ChatConsolePage />,
  content: () => <ContentPage />,
  notices: () => <NoticesPage />,
  campaigns: () => <CampaignsPage />,
  operators: () => <OperatorsPage />,
  audit: () => <AuditPage />,
}

/**
 * The console's pages under one splat route, loaded as one chunk when an operator opens
 * /backoffice: the player's bundle holds a single route entry for all of them. An unknown path
 * shows the overview, which lists the pages the role can open.
 */
export function BackofficePages() {
  const { _splat } = useParams({ strict: false })
  const [first = '', ...rest] = (_splat ?? '').split('/')
  const page = PAGES[first]
  return page ? page(rest) : <OverviewPage />
}
