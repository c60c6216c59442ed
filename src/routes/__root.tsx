import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
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

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateSwitches,
  // The shell's menus hide unavailable games; its footer shows the site's texts.
  loader: ({ context: { queryClient } }) =>
    startLoading(
      queryClient.ensureQueryData(availabilityQuery),
      queryClient.ensureQueryData(siteConfigQuery),
    ),
  component: () => (
    <Layout>
      <Outlet />
    </Layout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ErrorScreen />,
})
