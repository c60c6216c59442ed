import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TransferRecipient } from '#contract/wallet.ts'
import { api } from '../../api/index.ts'
import { Button } from '../../components/Button/index.tsx'
import { ConfirmModal } from '../../components/ConfirmModal/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { FormError } from '../../components/Form/ContactWithCode.tsx'
import { text, useForm } from '../../components/Form/useForm.ts'
import { messageFor } from '../../i18n/index.ts'
import { toUnits } from '../../shared/money/amounts.ts'
import { amountText } from '../../shared/money/format.ts'
import { useBalance } from '../../shared/money/queries.ts'
import { showToast } from '../../state/ui.ts'
import { useMoneyAction } from './api.ts'
import { NeedsPaymentPassword } from './NeedsPaymentPassword.tsx'
import { PaymentPasswordField } from './PaymentPasswordField.tsx'
import styles from './Wallet.module.css'

interface TransferBody {
  account: string
  amount: string
  bank_password: string
}

/** Send money to another player by account name, with the payment password. */
export function TransferTab() {
  return (
    <NeedsPaymentPassword>
      <TransferForm />
    </NeedsPaymentPassword>
  )
}

function TransferForm() {
  const { t, i18n } = useLingui()
  const balance = useBalance(true)
  const transfer = useMoneyAction<object, unknown>('member/transfer')
  const [pending, setPending] = useState<{ body: TransferBody; recipient: TransferRecipient } | null>(null)
  const available = toUnits(balance.data?.score ?? '0', 6) ?? 0n
  const form = useForm(
    ['account', 'amount', 'bank_password'],
    (data) => {
      const amount = toUnits(text(data, 'amount'), 6)
      return {
        errors: {
          account: text(data, 'account') ? undefined : 'accountRequired',
          amount: !text(data, 'amount')
            ? 'amountRequired'
            : amount === null
              ? 'invalidAmount'
              : amount <= 0n
                ? 'amountMustBePositive'
                : amount > available
                  ? 'insufficientBalance'
                  : undefined,
          bank_password: text(data, 'bank_password') ? undefined : 'paymentPasswordRequired',
        },
        body: {
          account: text(data, 'account'),
          amount: text(data, 'amount'),
          bank_password: String(data.get('bank_password') ?? ''),
        },
      }
    },
    // Nothing is sent yet: the recipient is looked up and shown with the amount to confirm.
    async (body) => {
      const recipient = await api.get<TransferRecipient>('member/transfer/recipient', {
        query: { account: body.account },
        silent: true,
      })
      setPending({ body, recipient })
    },
  )
  const message = (k?: string) => k && messageFor(i18n, k)
  return (
    <>
      <form ref={form.formRef} onSubmit={form.submit} noValidate>
        <Field
          name="account"
          autoComplete="off"
          label={t({ id: 'wallet.recipient', message: 'Recipient account' })}
          error={message(form.errors.account)}
        />
        <Field
          name="amount"
          inputMode="decimal"
          label={`${t({ id: 'wallet.amount', message: 'Amount' })} (USDT)`}
          error={message(form.errors.amount)}
        />
        <PaymentPasswordField error={form.errors.bank_password} />
        <FormError error={form.errors.form} />
        <Button type="submit" variant="primary" block>
          <Trans id="wallet.transfer">Transfer</Trans>
        </Button>
      </form>
      <ConfirmModal
        open={pending !== null}
        title={t({ id: 'wallet.confirmTransfer', message: 'Confirm transfer' })}
        busy={transfer.isPending}
        onCancel={() => setPending(null)}
        onOk={async () => {
          if (!pending) return
          try {
            await transfer.mutateAsync(pending.body)
            setPending(null)
            form.formRef.current?.reset()
            showToast('successful', 'transferDone')
          } catch (err) {
            setPending(null)
            form.failFrom(err)
          }
        }}
      >
        {pending ? (
          <dl className={styles.summary}>
            <dt>{t({ id: 'wallet.recipientName', message: 'Recipient' })}</dt>
            <dd>
              {pending.recipient.nickname} ({pending.recipient.account})
            </dd>
            <dt>{t({ id: 'wallet.amount', message: 'Amount' })}</dt>
            <dd className="tabular">{amountText(pending.body.amount, 'USDT')}</dd>
          </dl>
        ) : null}
      </ConfirmModal>
    </>
  )
}
