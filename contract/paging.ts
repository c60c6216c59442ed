import { z } from 'zod'

/** ?start=&limit= of every list endpoint: an offset and a page of at most 100. */
export const paging = z.object({
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
