import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { Button, IconButton } from '../../components/Button/index.tsx'
import { Icon } from '../../components/Icon/index.tsx'
import { LanguagePicker } from '../../components/LanguagePicker/index.tsx'
import { auth } from '../../state/auth.ts'
import { openModal, ui } from '../../state/ui.ts'
import styles from './Header.module.css'

/**
 * The signed-in side of the header (balance, currency, wallet, profile menu) is its own chunk: a
 * visitor's first page does not carry it. A stored session starts fetching it at once, beside the
 * first page's own chunks, so a returning player does not wait on it.
 */
const loadAccountMenu = () => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu }))
const AccountMenu = lazy(loadAccountMenu)
if (auth.isAuthorized) void loadAccountMenu()

export function Header() {
  const { t } = useLingui()
  const { isAuthorized } = useSnapshot(auth)
  const { isMobileDrawerShow } = useSnapshot(ui)
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <IconButton
          label={t({ id: 'openMenu', message: 'Open menu' })}
          className={styles.menuButton}
          aria-expanded={isMobileDrawerShow}
          onClick={() => {
            ui.isMobileDrawerShow = true
          }}
        >
          <Icon name="menu" />
        </IconButton>
        <Link
          to="/"
          className={isAuthorized ? `${styles.logo} ${styles.logoCompact}` : styles.logo}
          aria-label="Betsuite"
        >
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span className={styles.brand}>Betsuite</span>
        </Link>
      </div>
      <div className={styles.end}>
        {isAuthorized ? (
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        ) : (
          <>
            <Button variant="ghost" onClick={() => openModal('login')}>
              <Trans id="signIn">Sign in</Trans>
            </Button>
            <Button variant="primary" onClick={() => openModal('register')}>
              <Trans id="register">Register</Trans>
            </Button>
          </>
        )}
        <LanguagePicker />
      </div>
    </header>
  )
}
