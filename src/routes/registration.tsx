import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthRoutePage } from '../app/AuthRoutePage.tsx'
import { loadAuthDialogs } from '../app/shell/Deferred.tsx'
import { startLoading } from '../app/startLoading.ts'
import { slideshowQuery } from '../features/home/slideshow.ts'
import { auth } from '../state/auth.ts'

// Not zod: route options load with every page. Given but invalid is undefined (left out, the
// router would keep the raw value).
function search(raw: Record<string, unknown>): { inviteCode?: string } {
  if (!('inviteCode' in raw)) return {}
  const code = raw.inviteCode
  return { inviteCode: typeof code === 'string' && /^[A-Za-z0-9]{1,32}$/.test(code) ? code : undefined }
}

export const Route = createFileRoute('/registration')({
  validateSearch: search,
  beforeLoad: ({ search }) => {
    if (auth.isAuthorized) throw redirect({ to: '/', replace: true })
    auth.inviteCode = search.inviteCode ?? auth.inviteCode
  },
  // The page is its dialog: no moment without it. The home page under it starts its slides.
  loader: async ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(slideshowQuery))
    await loadAuthDialogs()
  },
  component: () => <AuthRoutePage dialog="register" />,
})
