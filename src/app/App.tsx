import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Component, type ReactNode, useEffect } from 'react'
import { ErrorScreen } from '../components/ErrorScreen/index.tsx'
import { i18n } from '../i18n/index.ts'
import { setNavigator } from '../shared/navigation.ts'
import type { createAppRouter } from './router.ts'

/** Catches what the router's own boundary cannot: errors in the providers around it. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children
  }
}

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
}) {
  useEffect(() => setNavigator((to) => router.navigate({ to })), [router])
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nProvider>
  )
}
