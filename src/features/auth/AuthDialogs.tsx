import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Modal } from '../../components/Modal/index.tsx'
import { closeModal, ui } from '../../state/ui.ts'
import { ForgotPasswordDialog } from './ForgotPassword.tsx'
import { RegisterForms } from './RegisterDialog.tsx'
import { SignInForms } from './SignInDialog.tsx'

/** The sign-in, register and reset dialogs; the UI store decides which one shows. */
export function AuthDialogs({ inviteCode }: { inviteCode?: string }) {
  const { t } = useLingui()
  const snap = useSnapshot(ui)
  return (
    <>
      <Modal
        open={snap.openedModal === 'login'}
        title={t({ id: 'signIn', message: 'Sign in' })}
        onClose={closeModal}
      >
        <SignInForms />
      </Modal>
      <Modal
        open={snap.openedModal === 'register'}
        title={t({ id: 'register', message: 'Register' })}
        onClose={closeModal}
      >
        <RegisterForms inviteCode={inviteCode} />
      </Modal>
      <ForgotPasswordDialog />
    </>
  )
}
