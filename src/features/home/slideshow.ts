import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../api/index.ts'

export interface Slide {
  id: number
  pic: string
  name: Record<string, string>
  url: string
}

export const slideshowQuery = queryOptions({
  queryKey: ['slideshow'],
  queryFn: () => api.get<Slide[]>('slideshow', { silent: true, headers: { platform: '1' } }),
  staleTime: 10 * 60_000,
})

export const useSlideshow = () => useQuery(slideshowQuery)
