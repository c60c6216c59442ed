import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthRoutePage } from '../features/auth/AuthRoutePage.tsx'
import { loadAuthDialogs } from '../features/layout/Deferred.tsx'
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
  // The page is its dialog: no moment without it.
  loader: async () => {
    await loadAuthDialogs()
  },
  beforeLoad: ({ search }) => {
    if (auth.isAuthorized) throw redirect({ to: '/', replace: true })
    auth.inviteCode = search.inviteCode ?? auth.inviteCode
  },
  component: () => <AuthRoutePage dialog="register" />,
})
