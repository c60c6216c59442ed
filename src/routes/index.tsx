import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { HomePage } from '../features/home/HomePage.tsx'
import { slideshowQuery } from '../features/home/slideshow.ts'

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(slideshowQuery)),
  component: HomePage,
})
