import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { useMemberInfo } from '../../shared/account/memberInfo.ts'
import { PaymentPasswordForm } from '../../shared/account/PaymentPasswordForm.tsx'
import styles from './Wallet.module.css'

/**
 * Money leaves the wallet only with the payment password: a player without one sets it here first,
 * before choosing a channel or typing an amount (they met the refusal only after confirming).
 */
export function NeedsPaymentPassword({ children }: { children: ReactNode }) {
  const info = useMemberInfo()
  if (info.isPending) return <Skeleton rows={3} height={48} />
  if (info.data && !info.data.pay_password_set) {
    return (
      <div className={styles.tab}>
        <p className={styles.hint}>
          <Trans id="wallet.setPaymentPasswordFirst">
            Set a payment password first: it confirms every withdrawal and transfer.
          </Trans>
        </p>
        <PaymentPasswordForm isSet={false} />
      </div>
    )
  }
  return children
}
