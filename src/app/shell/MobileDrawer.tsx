import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Modal } from '../../components/Modal/index.tsx'
import { ui } from '../../state/ui.ts'
import { MOBILE_DRAWER } from './menus.ts'
import { CategoryGroups, NavList } from './NavList.tsx'

const close = () => {
  ui.isMobileDrawerShow = false
  ui.isMobileMenuShow = false
}

/** The phone's slide-in menu; `menu=true` in the address opens it too. */
export function MobileDrawer() {
  const { t } = useLingui()
  const snap = useSnapshot(ui)
  return (
    <Modal
      variant="left"
      open={snap.isMobileDrawerShow || snap.isMobileMenuShow}
      title={t({ id: 'menu', message: 'Menu' })}
      onClose={close}
    >
      <NavList items={MOBILE_DRAWER} label={t({ id: 'mainMenu', message: 'Main menu' })} onNavigate={close} />
      <CategoryGroups onNavigate={close} />
    </Modal>
  )
}
