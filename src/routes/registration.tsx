import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { AuthRoutePage } from '../app/AuthRoutePage.tsx'
import { startLoading } from '../app/startLoading.ts'
import { slideshowQuery } from '../features/home/slideshow.ts'
import { auth } from '../state/auth.ts'

const search = z.object({
  inviteCode: z
    .string()
    .regex(/^[A-Za-z0-9]{1,32}$/)
    .optional()
    .catch(undefined),
})

export const Route = createFileRoute('/registration')({
  validateSearch: search,
  beforeLoad: ({ search }) => {
    if (auth.isAuthorized) throw redirect({ to: '/', replace: true })
    auth.inviteCode = search.inviteCode ?? auth.inviteCode
  },
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(slideshowQuery)),
  component: () => <AuthRoutePage dialog="register" />,
})
