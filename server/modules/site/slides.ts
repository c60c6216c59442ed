import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { slideshow } from './tables.ts'

/** The slides players see at `now`: switched on, and inside their from–until window. */
export const liveSlides = (db: Db, now: Date) =>
  db
    .select({
      id: slideshow.id,
      pic: slideshow.pic,
      name: slideshow.name,
      url: slideshow.url,
      sort: slideshow.sort,
    })
    .from(slideshow)
    .where(
      and(
        eq(slideshow.active, true),
        or(isNull(slideshow.startsAt), lte(slideshow.startsAt, now)),
        or(isNull(slideshow.endsAt), gt(slideshow.endsAt, now)),
      ),
    )
    .orderBy(asc(slideshow.sort), asc(slideshow.id))
