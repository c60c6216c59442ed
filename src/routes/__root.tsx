import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ErrorScreen } from '../components/ErrorScreen/index.tsx'
import { Layout } from '../features/layout/Layout.tsx'
import { validateSwitches } from '../features/layout/useQuerySwitches.ts'
import { NotFoundPage } from '../features/site/StaticPages.tsx'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateSwitches,
  component: () => (
    <Layout>
      <Outlet />
    </Layout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ErrorScreen />,
})
