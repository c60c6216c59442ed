import { useLingui } from '@lingui/react/macro'
import { MAIN_MENU } from './menus.ts'
import { CategoryGroups, NavList } from './NavList.tsx'
import styles from './Sidebar.module.css'

/** Desktop left sidebar; under 1200 px it collapses to icons, names kept as tooltips. */
export function Sidebar() {
  const { t } = useLingui()
  return (
    <aside className={styles.sidebar}>
      <NavList items={MAIN_MENU} label={t({ id: 'mainMenu', message: 'Main menu' })} />
      <div className={styles.groups}>
        <CategoryGroups />
      </div>
    </aside>
  )
}
