import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Modal } from '../../components/Modal/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { ui, type WalletType } from '../../state/ui.ts'
import { DepositTab } from './DepositTab.tsx'
import { HistoryTab } from './HistoryTab.tsx'
import { TransferTab } from './TransferTab.tsx'
import { WithdrawTab } from './WithdrawTab.tsx'

/** The wallet window: deposit (the default), withdraw, transfer and transaction history. */
export function WalletModal() {
  const { t } = useLingui()
  const { isWalletShow, walletType } = useSnapshot(ui)
  const tabs: { key: WalletType; label: string }[] = [
    { key: 'deposit', label: t({ id: 'wallet.deposit', message: 'Deposit' }) },
    { key: 'withdraw', label: t({ id: 'wallet.withdraw', message: 'Withdraw' }) },
    { key: 'transfer', label: t({ id: 'wallet.transfer', message: 'Transfer' }) },
    { key: 'history', label: t({ id: 'wallet.history', message: 'History' }) },
  ]
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
        {walletType === 'deposit' ? <DepositTab /> : null}
        {walletType === 'withdraw' ? <WithdrawTab /> : null}
        {walletType === 'transfer' ? <TransferTab /> : null}
        {walletType === 'history' ? <HistoryTab /> : null}
      </Tabs>
    </Modal>
  )
}
