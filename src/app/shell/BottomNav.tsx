import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '../../components/Icon/index.tsx'
import styles from './BottomNav.module.css'
import { BOTTOM_NAV } from './menus.ts'

/** Phone navigation: five destinations with labels, always in reach of the thumb. */
export function BottomNav() {
  const { t, i18n } = useLingui()
  return (
    <nav className={styles.nav} aria-label={t({ id: 'bottomNavigation', message: 'Bottom navigation' })}>
      {BOTTOM_NAV.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          className={styles.item}
          activeProps={{ className: `${styles.item} ${styles.active}`, 'aria-current': 'page' }}
          activeOptions={{ exact: item.to === '/' }}
        >
          <Icon name={item.icon} />
          <span>{i18n._(item.label)}</span>
        </Link>
      ))}
    </nav>
  )
}
