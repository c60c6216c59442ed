import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import styles from './GamePages.module.css'

/** Spec §8 'This game is currently not active', with the way back to the provider's list. */
export function NotActive({ type }: { type: string }) {
  return (
    <EmptyState icon="games" title={<Trans id="gameNotActive">This game is currently not active</Trans>}>
      <Link to="/game/$type" params={{ type }} className={styles.more}>
        <Trans id="games.backToList">Back to the list</Trans>
      </Link>
    </EmptyState>
  )
}
