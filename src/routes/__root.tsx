import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import { Layout } from '../app/shell/Layout.tsx'
import { validateSwitches } from '../app/shell/useQuerySwitches.ts'
import { startLoading } from '../app/startLoading.ts'
import { ErrorScreen } from '../components/ErrorScreen/index.tsx'
import { siteConfigQuery } from '../features/site/queries.ts'
import { NotFoundPage } from '../features/site/StaticPages.tsx'
import { availabilityQuery } from '../shared/games/availability.ts'

export interface RouterContext {
  queryClient: QueryClient
}

/** The back office (/backoffice) has its own frame; the player's shell is for everything else. */
const inBackoffice = (pathname: string) => pathname === '/backoffice' || pathname.startsWith('/backoffice/')

function Root() {
  const backoffice = useRouterState({ select: (s) => inBackoffice(s.location.pathname) })
  return backoffice ? (
    <Outlet />
  ) : (
    <Layout>
      <Outlet />
    </Layout>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateSwitches,
  // The shell's menus hide unavailable games; its footer shows the site's texts.
  loader: ({ context: { queryClient }, location }) => {
    if (inBackoffice(location.pathname)) return
    startLoading(queryClient.ensureQueryData(availabilityQuery), queryClient.ensureQueryData(siteConfigQuery))
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ErrorScreen />,
})
