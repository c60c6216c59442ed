import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { GameKind } from '../../shared/games/titles.ts'
import { auth } from '../../state/auth.ts'
import { openModal } from '../../state/ui.ts'
import { GameArt } from './GameArt.tsx'
import styles from './GamePages.module.css'

export interface CardGame {
  type: string
  id: string
  kind: GameKind
  name: string
  /** Disabled in the back office (spec §4): shown, but it cannot be opened. */
  disabled: boolean
}

/**
 * One title with its art. Opening it while signed out asks to sign in first (the site's login
 * dialog), leaving the player where they were.
 */
export function GameCard({ game, provider }: { game: CardGame; provider?: string }) {
  const { t } = useLingui()
  const title = game.name
  const body = (
    <>
      <span className={styles.art}>
        <GameArt kind={game.kind} />
      </span>
      <span className={styles.name}>{game.name}</span>
      {provider ? <span className={styles.provider}>{provider}</span> : null}
      {game.disabled ? (
        <span className={styles.unavailable}>
          <Trans id="currentlyNotAvailable">Currently not available</Trans>
        </span>
      ) : null}
    </>
  )
  if (game.disabled) {
    return (
      <div className={styles.card} aria-disabled="true">
        {body}
      </div>
    )
  }
  return (
    <Link
      to="/game/play/$type/$id"
      params={{ type: game.type, id: game.id }}
      className={styles.card}
      aria-label={t({ id: 'games.play', message: `Play ${title}` })}
      onClick={(e) => {
        if (auth.isAuthorized) return
        e.preventDefault()
        openModal('login')
      }}
    >
      {body}
    </Link>
  )
}
