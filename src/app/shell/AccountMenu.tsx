import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { displayAmount } from '#engine/index.ts'
import { Icon } from '../../components/Icon/index.tsx'
import { useLogout } from '../../features/auth/api.ts'
import { loadCatalogs } from '../../i18n/index.ts'
import { CurrencySelect } from '../../shared/money/CurrencySelect.tsx'
import { useBalance, useCurrencies } from '../../shared/money/queries.ts'
import { ui } from '../../state/ui.ts'
import styles from './AccountMenu.module.css'

function BalanceWithCurrency() {
  const { t } = useLingui()
  const balance = useBalance(true)
  const currencies = useCurrencies()
  const currency = balance.data?.currency ?? 'USDT'
  const rate = currencies.data?.find((c) => c.currency === currency)?.exchange ?? '1'
  const shown = balance.data ? displayAmount(balance.data.score, rate, currency) : '…'

  return (
    <div className={styles.balance}>
      <output className={`${styles.amount} tabular`} aria-label={t({ id: 'balance', message: 'Balance' })}>
        {shown}
      </output>
      <CurrencySelect className={styles.currency} />
    </div>
  )
}

/** The bonus line's code and the rewards texts it shows arrive when the menu first opens. */
const MenuBonus = lazy(() =>
  Promise.all([import('../../features/rewards/MenuBonus.tsx'), loadCatalogs(['account'])]).then(([m]) => ({
    default: m.MenuBonus,
  })),
)

function ProfileMenu() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const logout = useLogout()
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node))
        setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div className={styles.profile} ref={ref}>
      <button
        type="button"
        className={styles.avatar}
        aria-label={t({ id: 'accountMenu', message: 'Account menu' })}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="user" />
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu}>
          <Suspense fallback={null}>
            <MenuBonus onNavigate={() => setOpen(false)} />
          </Suspense>
          <li>
            <Link to="/my-bets" className={styles.item} onClick={() => setOpen(false)}>
              <Icon name="ticket" size={18} />
              <Trans id="nav.myBets">My bets</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile" className={styles.item} onClick={() => setOpen(false)}>
              <Icon name="user" size={18} />
              <Trans id="nav.profile">Profile</Trans>
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={async () => {
                setOpen(false)
                await logout()
              }}
            >
              <Icon name="logout" size={18} />
              <Trans id="logout">Log out</Trans>
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  )
}

/** The signed-in side of the header: balance and currency, wallet, profile and logout. */
export function AccountMenu() {
  const { t } = useLingui()
  return (
    <>
      <BalanceWithCurrency />
      <button
        type="button"
        className={styles.wallet}
        onClick={() => {
          ui.walletType = 'deposit'
          ui.isWalletShow = true
        }}
      >
        <Icon name="wallet" size={18} />
        <span className={styles.walletLabel}>{t({ id: 'wallet', message: 'Wallet' })}</span>
      </button>
      <ProfileMenu />
    </>
  )
}
