import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { trimZeros } from '#engine/index.ts'
import { ApiError } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { ConfirmModal } from '../../components/ConfirmModal/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { FormError } from '../../components/Form/ContactWithCode.tsx'
import { type Errors, text, useForm } from '../../components/Form/useForm.ts'
import { COUNTRIES, countryName } from '../../components/PhoneField/countries.ts'
import { messageFor } from '../../i18n/index.ts'
import { toUnits } from '../../shared/money/amounts.ts'
import { unitsText } from '../../shared/money/format.ts'
import { useBalance } from '../../shared/money/queries.ts'
import { showToast } from '../../state/ui.ts'
import {
  banksQuery,
  type SavedAccount,
  useMoneyAction,
  useSaveAccount,
  useSavedAccounts,
  useWithdrawChannels,
  type WithdrawChannel,
} from './api.ts'
import { ChannelTab } from './ChannelTab.tsx'
import { NeedsPaymentPassword } from './NeedsPaymentPassword.tsx'
import { PaymentPasswordField } from './PaymentPasswordField.tsx'
import styles from './Wallet.module.css'
import { withdrawalFees } from './withdrawalFees.ts'

const usdt = (micro: bigint) => unitsText(micro, 'USDT')
const validAddress = (network: string | null, a: string) =>
  network === 'ERC20' ? /^0x[0-9a-fA-F]{40}$/.test(a) : /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a)

function AddBankAccount({ done }: { done(id: number): void }) {
  const { t, i18n } = useLingui()
  const save = useSaveAccount()
  const [country, setCountry] = useState('PH')
  const banks = useQuery(banksQuery(country))
  const form = useForm(
    ['bank', 'account_name', 'account', 'country'],
    (data) => ({
      errors: {
        account_name: text(data, 'account_name') ? undefined : 'nameRequired',
        account: /^\d{6,24}$/.test(text(data, 'account'))
          ? undefined
          : text(data, 'account')
            ? 'invalidAccountNumber'
            : 'accountRequired',
      },
      body: {
        account_type: 'bank',
        country,
        bank: text(data, 'bank'),
        account_name: text(data, 'account_name'),
        account: text(data, 'account'),
        is_default: true,
      },
    }),
    async (body) => done((await save.mutateAsync(body)).id),
  )
  const message = (key?: string) => key && messageFor(i18n, key)
  return (
    <form onSubmit={form.submit} noValidate className={styles.subform}>
      <label className={styles.label}>
        {t({ id: 'wallet.country', message: 'Country' })}
        <select className={styles.select} value={country} onChange={(e) => setCountry(e.target.value)}>
          {COUNTRIES.map((c) => (
            <option key={c.iso} value={c.iso}>
              {countryName(c.iso, i18n.locale)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        {t({ id: 'wallet.bank', message: 'Bank' })}
        <select name="bank" className={styles.select}>
          {(banks.data ?? []).map((b) => (
            <option key={b.id} value={b.name}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <Field
        name="account_name"
        autoComplete="name"
        label={t({ id: 'wallet.accountName', message: 'Account holder' })}
        error={message(form.errors.account_name)}
      />
      <Field
        name="account"
        inputMode="numeric"
        label={t({ id: 'wallet.accountNumber', message: 'Account number' })}
        error={message(form.errors.account)}
      />
      <FormError error={form.errors.form} />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        <Trans id="wallet.saveAccount">Save account</Trans>
      </Button>
    </form>
  )
}

function BankAccounts({ chosen, choose }: { chosen: number | null; choose(id: number): void }) {
  const { t } = useLingui()
  const saved = useSavedAccounts()
  const [adding, setAdding] = useState(false)
  const banks = (saved.data ?? []).filter((a: SavedAccount) => a.accountType === 'bank')
  return (
    <div className={styles.tab}>
      <fieldset className={styles.channels}>
        <legend className={styles.label}>
          {t({ id: 'wallet.savedAccounts', message: 'Saved accounts' })}
        </legend>
        {banks.map((a) => (
          <button
            key={a.id}
            type="button"
            className={styles.channel}
            aria-pressed={a.id === chosen}
            onClick={() => choose(a.id)}
          >
            {a.bank} ··{a.account.slice(-4)}
          </button>
        ))}
        <button
          type="button"
          className={styles.channel}
          aria-expanded={adding}
          onClick={() => setAdding((v) => !v)}
        >
          + {t({ id: 'wallet.addAccount', message: 'Add account' })}
        </button>
      </fieldset>
      {adding ? (
        <AddBankAccount
          done={(id) => {
            setAdding(false)
            choose(id)
          }}
        />
      ) : null}
    </div>
  )
}

function WithdrawForm({ channel }: { channel: WithdrawChannel }) {
  const { t, i18n } = useLingui()
  const balance = useBalance(true)
  const withdraw = useMoneyAction<object, { orderNo: string }>('withdraw')
  const client = useQueryClient()
  const [bankInfoId, setBankInfoId] = useState<number | null>(null)
  const [pending, setPending] = useState<{ body: object; amount: bigint } | null>(null)
  // The server refused because bonus wagering is open: what it said would be forfeited, to ask.
  const [forfeit, setForfeit] = useState<{ body: object; amount: string } | null>(null)
  const available = toUnits(balance.data?.score ?? '0', 6) ?? 0n
  const form = useForm(
    ['amount', 'address', 'bank_info_id', 'bank_password'],
    (data) => {
      const amount = toUnits(text(data, 'amount'), 6)
      const errors: Errors = {}
      const min = trimZeros(channel.min)
      if (!text(data, 'amount')) errors.amount = 'amountRequired'
      else if (amount === null) errors.amount = 'invalidAmount'
      else if (amount <= 0n) errors.amount = 'amountMustBePositive'
      else if (amount < (toUnits(channel.min, 6) ?? 0n))
        errors.amount = t({ id: 'belowMinWithdraw', message: `The minimum withdrawal is ${min} USDT` })
      else if (amount > available) errors.amount = 'insufficientBalance'
      else if (withdrawalFees(amount, channel.fee_percent, channel.network_fee).net <= 0n)
        errors.amount = 'netAmountNotPositive'
      if (channel.kind === 'usdt') {
        const address = text(data, 'address')
        errors.address = !address
          ? 'addressRequired'
          : validAddress(channel.network, address)
            ? undefined
            : 'invalidAddress'
      } else if (!bankInfoId) errors.bank_info_id = 'bankAccountRequired'
      errors.bank_password = text(data, 'bank_password') ? undefined : 'paymentPasswordRequired'
      const body = {
        channel_id: channel.id,
        amount: text(data, 'amount'),
        address: text(data, 'address') || undefined,
        bank_info_id: bankInfoId ?? undefined,
        bank_password: String(data.get('bank_password') ?? ''),
      }
      return { errors, body: { body, amount: amount ?? 0n } }
    },
    async (checked) => setPending(checked),
  )
  const message = (k?: string) => k && messageFor(i18n, k)
  const fees = pending ? withdrawalFees(pending.amount, channel.fee_percent, channel.network_fee) : null
  return (
    <>
      <form onSubmit={form.submit} noValidate>
        <p className={styles.hint}>
          <Trans id="wallet.available">Available: {usdt(available)} USDT</Trans>
        </p>
        <Field
          name="amount"
          inputMode="decimal"
          label={`${t({ id: 'wallet.amount', message: 'Amount' })} (USDT)`}
          error={message(form.errors.amount)}
        />
        {channel.kind === 'usdt' ? (
          <Field
            name="address"
            autoComplete="off"
            spellCheck={false}
            label={`${t({ id: 'wallet.address', message: 'Address' })} (${channel.network})`}
            error={message(form.errors.address)}
          />
        ) : (
          <>
            <BankAccounts chosen={bankInfoId} choose={setBankInfoId} />
            <FormError error={form.errors.bank_info_id} />
          </>
        )}
        <PaymentPasswordField error={form.errors.bank_password} />
        <p className={styles.hint}>
          <Trans id="wallet.fees">
            Fees: {trimZeros(channel.fee_percent)}% + {trimZeros(channel.network_fee)} USDT network fee
          </Trans>
        </p>
        <FormError error={form.errors.form} />
        <Button type="submit" variant="primary" block>
          <Trans id="wallet.withdraw">Withdraw</Trans>
        </Button>
      </form>
      <ConfirmModal
        open={pending !== null}
        title={t({ id: 'wallet.confirmWithdraw', message: 'Confirm withdrawal' })}
        busy={withdraw.isPending}
        onCancel={() => setPending(null)}
        onOk={async () => {
          if (!pending) return
          try {
            await withdraw.mutateAsync(pending.body)
            setPending(null)
            showToast('successful', 'withdrawRequested')
          } catch (err) {
            setPending(null)
            const amount = forfeitAsked(err)
            if (amount) setForfeit({ body: pending.body, amount })
            else form.failFrom(err)
          }
        }}
      >
        {fees && pending ? (
          <dl className={styles.summary}>
            <dt>{t({ id: 'wallet.amount', message: 'Amount' })}</dt>
            <dd className="tabular">{usdt(pending.amount)} USDT</dd>
            <dt>{t({ id: 'wallet.serviceFee', message: 'Service fee' })}</dt>
            <dd className="tabular">{usdt(fees.fee)} USDT</dd>
            <dt>{t({ id: 'wallet.networkFee', message: 'Network fee' })}</dt>
            <dd className="tabular">{usdt(fees.network)} USDT</dd>
            <dt>{t({ id: 'wallet.net', message: 'Net withdrawal amount' })}</dt>
            <dd className="tabular">{usdt(fees.net)} USDT</dd>
          </dl>
        ) : null}
      </ConfirmModal>
      <ConfirmModal
        open={forfeit !== null}
        title={t({ id: 'wallet.forfeitTitle', message: 'Forfeit bonus money?' })}
        okLabel={t({ id: 'wallet.forfeitOk', message: 'Withdraw and forfeit' })}
        busy={withdraw.isPending}
        onCancel={() => setForfeit(null)}
        onOk={async () => {
          if (!forfeit) return
          try {
            // A changed request, so it goes out under a new key (src/api/moneyAction.ts): the
            // refusal was a definite answer and spent the first one.
            await withdraw.mutateAsync({ ...forfeit.body, forfeit_bonus: true })
            setForfeit(null)
            void client.invalidateQueries({ queryKey: ['rewards'] })
            showToast('successful', 'withdrawRequested')
          } catch (err) {
            setForfeit(null)
            form.failFrom(err)
          }
        }}
      >
        {forfeit ? (
          <p>
            <Trans id="wallet.forfeitText">
              Your bonus wagering is not complete. Withdrawing now forfeits {forfeit.amount} USDT of bonus
              money.
            </Trans>
          </p>
        ) : null}
      </ConfirmModal>
    </>
  )
}

/** The bonus money a refused withdrawal would forfeit, when that is why it was refused. */
function forfeitAsked(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.message !== 'bonusWageringOpen') return null
  const data = err.data as { forfeit?: unknown } | null
  return typeof data?.forfeit === 'string' ? data.forfeit : null
}

/** Withdraw: a channel, the amount and destination, fees and net shown before confirming. */
export function WithdrawTab() {
  const { t } = useLingui()
  const channels = useWithdrawChannels()
  return (
    <NeedsPaymentPassword>
      <ChannelTab
        channels={channels}
        usable={(c) => c.allowed}
        emptyTitle={t({ id: 'notAllowedToWithdraw', message: 'Not allowed to withdraw' })}
      >
        {(channel) => <WithdrawForm key={channel.id} channel={channel} />}
      </ChannelTab>
    </NeedsPaymentPassword>
  )
}
