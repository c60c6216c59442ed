import { useLingui } from '@lingui/react/macro'
import styles from './FavouriteStar.module.css'
import { type FavouriteKind, type FavouriteSport, useFavourites, useToggleFavourite } from './favourites.ts'

/**
 * A toggle that keeps a team or league among the player's favourites. Visitors see none: a
 * favourite lives with the account, and a star on every name that only asks to sign in would be
 * noise on each card.
 */
export function FavouriteStar({
  kind,
  sport,
  name,
}: {
  kind: FavouriteKind
  sport: FavouriteSport
  name: string
}) {
  const { t } = useLingui()
  const favourites = useFavourites()
  const toggle = useToggleFavourite()
  if (!favourites.signedIn) return null
  const on = favourites.has(kind, sport, name)
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={on}
      aria-label={t({ id: 'favourites.add', message: `Add ${name} to favourites` })}
      onClick={() => toggle.mutate({ kind, sport, name, on: !on })}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
      </svg>
    </button>
  )
}
