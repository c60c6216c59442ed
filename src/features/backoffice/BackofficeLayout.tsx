import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { PAGES, type Page } from '#contract/backofficeRoles.ts'
import { Button } from '../../components/Button/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { LanguagePicker } from '../../components/LanguagePicker/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { meQuery, signOut } from './api.ts'
import styles from './Backoffice.module.css'
import { useBackofficeCatalog } from './catalog.ts'
import { PAGE_LABELS, pagePath, ROLE_LABELS } from './labels.ts'
import { PageLink } from './PageLink.tsx'
import { SignInPage } from './SignInPage.tsx'
import { endSession, session } from './session.ts'

/**
 * The console's frame: sign-in until there is an operator session, then the header (who, role,
 * language, sign out), the menu of the pages the role may open, and the page.
 */
const PAGE_NAMES = Object.keys(PAGES) as Page[]

export function BackofficeLayout() {
  const ready = useBackofficeCatalog()
  const { token } = useSnapshot(session)
  if (!ready) return null
  return token ? <SignedIn token={token} /> : <SignInPage />
}

function SignedIn({ token }: { token: string }) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const me = useQuery(meQuery(token))
  const path = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') })

  if (me.isPending) return <Skeleton rows={4} />
  if (me.isError)
    return (
      <main className={styles.main}>
        <ErrorLine error={me.error} onRetry={() => void me.refetch()} />
      </main>
    )

  const operator = me.data
  // The page a path opens is its first segment under /backoffice/ (a player is under players).
  const first = path.replace(/^\/backoffice\/?/, '').split('/')[0] ?? ''
  const current = first === '' ? 'overview' : PAGE_NAMES.find((page) => page === first)
  const allowed = current === undefined || operator.pages.some((p) => p === current)

  async function leave() {
    await signOut().catch(() => undefined)
    endSession()
    client.removeQueries({ queryKey: ['backoffice'] })
  }

  return (
    <div className={styles.app}>
      <header className={styles.header}>
        <span className={styles.brand}>
          Betsuite <small>{t({ id: 'bo.brand', message: 'Back office' })}</small>
        </span>
        <div className={styles.who}>
          <span className={styles.whoName}>{operator.name}</span>
          <span className={styles.pill}>{i18n._(ROLE_LABELS[operator.role])}</span>
          <LanguagePicker />
          <Button variant="ghost" onClick={() => void leave()}>
            <Trans id="bo.signOut">Sign out</Trans>
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={t({ id: 'bo.menu', message: 'Back office menu' })}>
          {operator.pages.map((page) => (
            <PageLink key={page} path={pagePath(page)} className={styles.navLink}>
              {i18n._(PAGE_LABELS[page])}
            </PageLink>
          ))}
        </nav>
        <main className={styles.main}>
          <div className={styles.content}>
            {allowed ? (
              <Outlet />
            ) : (
              <p className={styles.error} role="alert">
                <Trans id="bo.notAllowed">Your role cannot open this page.</Trans>
              </p>
            )}
          </div>
        </main>
      </div>
    </div>
  )
}
