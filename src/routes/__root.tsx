import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Layout } from '../app/shell/Layout.tsx'
import { switchesSchema } from '../app/shell/useQuerySwitches.ts'
import { ErrorScreen } from '../components/ErrorScreen/index.tsx'
import { NotFoundPage } from '../features/site/StaticPages.tsx'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: switchesSchema,
  component: () => (
    <Layout>
      <Outlet />
    </Layout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ErrorScreen />,
})
