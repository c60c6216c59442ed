import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '../../components/Icon/index.tsx'
import { useVisibleCategories } from '../../shared/games/useVisibleCategories.ts'
import { useUnreadCount } from '../../shared/notices/queries.ts'
import type { NavItem } from './menus.ts'
import styles from './NavList.module.css'

/** A vertical list of menu links, shared by the sidebar and the mobile drawer. */
export function NavList({
  items,
  label,
  onNavigate,
}: {
  items: NavItem[]
  label: string
  onNavigate?: () => void
}) {
  const { i18n, t } = useLingui()
  const { showItem } = useVisibleCategories()
  const unread = useUnreadCount()
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.filter(showItem).map((item) => {
          const text = i18n._(item.label)
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className={styles.link}
                activeProps={{ className: `${styles.link} ${styles.active}`, 'aria-current': 'page' }}
                activeOptions={{ exact: item.to === '/' }}
                title={text}
                onClick={onNavigate}
              >
                <Icon name={item.icon} />
                <span className={styles.label}>{text}</span>
                {item.key === 'privateMessages' && unread > 0 ? (
                  <b
                    className={styles.badge}
                    role="status"
                    aria-label={t({ id: 'nav.unreadCount', message: `${unread} unread` })}
                  >
                    {unread > 99 ? '99+' : unread}
                  </b>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The category groups (sports, lottery, games, live games) with their visible games. */
export function CategoryGroups({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui()
  const { groups } = useVisibleCategories()
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.category} className={styles.group} aria-label={i18n._(group.label)}>
          <h2 className={styles.groupTitle}>{i18n._(group.label)}</h2>
          <ul className={styles.list}>
            {group.games.map((game) => (
              <li key={game.key}>
                <Link
                  to={game.to}
                  search={game.search}
                  className={styles.sublink}
                  aria-disabled={game.disabled || undefined}
                  onClick={onNavigate}
                >
                  {i18n._(game.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
