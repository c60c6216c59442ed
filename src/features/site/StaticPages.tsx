import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'

export function AgreementPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'agreement.title', message: 'Terms and conditions' })}>
      <ol>
        <li>
          <Trans id="agreement.age">You must be 18 or older and allowed to gamble where you live.</Trans>
        </li>
        <li>
          <Trans id="agreement.account">
            One account per person; keep your password and payment password secret.
          </Trans>
        </li>
        <li>
          <Trans id="agreement.bets">
            A bet is final once confirmed; settlement follows the published rules of each game.
          </Trans>
        </li>
        <li>
          <Trans id="agreement.responsible">
            Play within your means. Support can limit or close your account on request.
          </Trans>
        </li>
      </ol>
    </PageFrame>
  )
}

export function UnderConstructionPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'underConstruction', message: 'Under construction' })}>
      <EmptyState icon="info" title={<Trans id="underConstruction">Under construction</Trans>} />
    </PageFrame>
  )
}

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'notFound.title', message: 'Page not found' })}>
      <EmptyState
        icon="alert"
        title={<Trans id="notFound.body">The page you asked for does not exist.</Trans>}
      >
        <Link to="/">
          <Trans id="goHome">Go home</Trans>
        </Link>
      </EmptyState>
    </PageFrame>
  )
}
