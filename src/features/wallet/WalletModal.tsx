import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { ui, type WalletType } from '../../state/ui.ts'

/**
 * The wallet window with its four tabs. No payment channel is configured on this server yet, so
 * each tab states what is true now: no payment types, nothing to transfer, no transactions.
 */
export function WalletModal() {
  const { t } = useLingui()
  const { isWalletShow, walletType } = useSnapshot(ui)
  const tabs: { key: WalletType; label: string }[] = [
    { key: 'deposit', label: t({ id: 'wallet.deposit', message: 'Deposit' }) },
    { key: 'withdraw', label: t({ id: 'wallet.withdraw', message: 'Withdraw' }) },
    { key: 'transfer', label: t({ id: 'wallet.transfer', message: 'Transfer' }) },
    { key: 'history', label: t({ id: 'wallet.history', message: 'Transaction history' }) },
  ]
  const empty: Record<WalletType, string> = {
    deposit: t({ id: 'paymentTypesNotAvailable', message: 'Payment types not available' }),
    withdraw: t({ id: 'paymentTypesNotAvailable', message: 'Payment types not available' }),
    transfer: t({ id: 'currentlyNotAvailable', message: 'Currently not available' }),
    history: t({ id: 'wallet.noTransactions', message: 'No transactions yet' }),
  }
  return (
    <Modal
      open={isWalletShow}
      variant="sheet"
      title={t({ id: 'wallet', message: 'Wallet' })}
      onClose={() => {
        ui.isWalletShow = false
      }}
    >
      <Tabs
        label={t({ id: 'wallet', message: 'Wallet' })}
        items={tabs}
        selected={walletType}
        onSelect={(key) => {
          ui.walletType = key
        }}
      >
        <EmptyState icon="wallet" title={empty[walletType]} />
      </Tabs>
    </Modal>
  )
}
