import { Trans } from '@lingui/react/macro'
import { Button } from '../Button/index.tsx'
import { Icon } from '../Icon/index.tsx'
import styles from './ErrorScreen.module.css'

/** Shown by the error boundary; going home reloads the site root so a broken state is left behind. */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <main className={styles.screen}>
      <Icon name="alert" size={40} />
      <h1>
        <Trans id="somethingWentWrong">Something went wrong</Trans>
      </h1>
      <p>{message ?? <Trans id="somethingWrongTryAgain">Something went wrong, please try again</Trans>}</p>
      <Button variant="primary" onClick={() => window.location.assign('/')}>
        <Trans id="goHome">Go home</Trans>
      </Button>
    </main>
  )
}
