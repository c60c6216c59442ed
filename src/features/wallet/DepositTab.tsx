import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { QRCodeCanvas } from 'qrcode.react'
import { useState } from 'react'
import { trimZeros } from '#engine/index.ts'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { FormError } from '../../components/Form/ContactWithCode.tsx'
import { type Errors, text, useForm } from '../../components/Form/useForm.ts'
import { messageFor } from '../../i18n/index.ts'
import { toUnits } from '../../shared/money/amounts.ts'
import { DEPOSIT_LIMITS, LimitsLeft } from '../../shared/protection/LimitsLeft.tsx'
import { showToast } from '../../state/ui.ts'
import { type DepositChannel, useDepositChannels, useMoneyAction } from './api.ts'
import { CardFields, type CardInput, NO_CARD } from './CardFields.tsx'
import { ChannelTab } from './ChannelTab.tsx'
import { askForDepositNotifications } from './notifications.ts'
import styles from './Wallet.module.css'

interface DepositAnswer {
  kind: string
  orderNo?: string
  payUrl?: string
  address?: string
  network?: string
  status?: number
}

/** Spec §5 amount checks for a deposit: positive, whole where the channel says, within its limits. */
function amountProblem(channel: DepositChannel, raw: string, i18n: I18n): string | undefined {
  if (!raw) return 'amountRequired'
  const units = toUnits(raw, channel.whole_only ? 0 : 2)
  if (units === null)
    return channel.whole_only && /^\d+\.\d+$/.test(raw) ? 'wholeAmountOnly' : 'invalidAmount'
  const scaled = units * (channel.whole_only ? 1_000_000n : 10_000n)
  if (scaled <= 0n) return 'amountMustBePositive'
  const min = trimZeros(channel.min)
  if (scaled < (toUnits(channel.min, 6) ?? 0n))
    return i18n._(msg({ id: 'belowMinDeposit', message: `The minimum deposit is ${min}` }))
  if (scaled > (toUnits(channel.max, 6) ?? 0n)) return 'aboveMaxDeposit'
  return undefined
}

function CryptoAddress({ answer }: { answer: DepositAnswer }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  return (
    <div className={styles.address}>
      <QRCodeCanvas
        value={answer.address ?? ''}
        size={180}
        marginSize={2}
        title={t({ id: 'wallet.addressQr', message: 'QR code of the deposit address' })}
      />
      <p className={styles.label}>
        <Trans id="wallet.sendTo">Send USDT ({answer.network}) to</Trans>
      </p>
      <output className={styles.mono}>{answer.address}</output>
      <Button
        variant="ghost"
        onClick={async () => {
          await navigator.clipboard?.writeText(answer.address ?? '').catch(() => undefined)
          setCopied(true)
          setTimeout(() => setCopied(false), 1000)
        }}
      >
        {copied ? t({ id: 'copied', message: 'Copied' }) : t({ id: 'copy', message: 'Copy' })}
      </Button>
      <p className={styles.hint}>
        <Trans id="wallet.cryptoTime">
          Only send USDT on this network. Crypto deposits take minutes to 1 hour to arrive.
        </Trans>
      </p>
    </div>
  )
}

function DepositForm({ channel }: { channel: DepositChannel }) {
  const { t, i18n } = useLingui()
  // The card goes to the server once and is forgotten: never queued offline (a paused action
  // would be written to IndexedDB, card and all), and gone from the mutation cache once answered.
  const deposit = useMoneyAction<object, DepositAnswer>('recharge', { holdsSecrets: true })
  const [answer, setAnswer] = useState<DepositAnswer | null>(null)
  const [card, setCard] = useState<CardInput>(NO_CARD)
  const isCard = channel.kind === 'card'
  const form = useForm(
    ['amount', 'card_name', 'card_number', 'expiry', 'cvv'],
    (data) => {
      const errors: Errors = { amount: amountProblem(channel, text(data, 'amount'), i18n) }
      if (isCard) {
        errors.card_name = card.name.trim() ? undefined : 'cardNameRequired'
        errors.card_number = card.number ? undefined : 'cardNumberRequired'
        errors.expiry = card.expiry ? undefined : 'expiryRequired'
        errors.cvv = card.cvv ? undefined : 'cvvRequired'
      }
      const typed = isCard ? { ...card, name: card.name.trim() } : undefined
      return { errors, body: { channel_id: channel.id, amount: text(data, 'amount'), card: typed } }
    },
    async (body) => {
      askForDepositNotifications()
      const result = await deposit.mutateAsync(body)
      setAnswer(result)
      if (result.payUrl) window.open(result.payUrl, '_blank', 'noopener')
      if (result.status === 3) {
        // Credited: the form forgets the card (a next deposit types it again, or autofills it).
        setCard(NO_CARD)
        deposit.reset()
        showToast('successful', 'depositCredited')
      }
    },
  )
  const message = (key?: string) => key && messageFor(i18n, key)
  if (answer?.payUrl) {
    return (
      <div className={styles.waiting} role="status">
        <p>
          <Trans id="wallet.waitingPayment">
            Complete the payment on the page that opened. Your balance updates as soon as it is confirmed.
          </Trans>
        </p>
        <a href={answer.payUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
          <Trans id="wallet.openPayment">Open the payment page again</Trans>
        </a>
      </div>
    )
  }
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      <Field
        name="amount"
        inputMode={channel.whole_only ? 'numeric' : 'decimal'}
        label={`${t({ id: 'wallet.amount', message: 'Amount' })} (${channel.currency})`}
        error={message(form.errors.amount)}
      />
      {isCard ? (
        <CardFields
          card={card}
          onChange={setCard}
          errors={{
            name: message(form.errors.card_name),
            number: message(form.errors.card_number),
            expiry: message(form.errors.expiry),
            cvv: message(form.errors.cvv),
          }}
        />
      ) : null}
      <LimitsLeft kinds={DEPOSIT_LIMITS} />
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" block loading={deposit.isPending}>
        <Trans id="wallet.deposit">Deposit</Trans>
      </Button>
    </form>
  )
}

function UsdtChannel({ channel }: { channel: DepositChannel }) {
  const deposit = useMoneyAction<object, DepositAnswer>('recharge')
  const [answer, setAnswer] = useState<DepositAnswer | null>(null)
  if (answer?.address) return <CryptoAddress answer={answer} />
  return (
    <>
      <LimitsLeft kinds={DEPOSIT_LIMITS} />
      <FormError error={deposit.error ? 'paymentLinkNotAvailable' : undefined} />
      <Button
        variant="primary"
        block
        loading={deposit.isPending}
        onClick={async () => {
          askForDepositNotifications()
          setAnswer(await deposit.mutateAsync({ channel_id: channel.id }).catch(() => null))
        }}
      >
        <Trans id="wallet.showAddress">Show my deposit address</Trans>
      </Button>
    </>
  )
}

/** Deposit: pick a channel, then its form (amount, card) or, for USDT, the player's address. */
export function DepositTab() {
  const { t } = useLingui()
  return (
    <ChannelTab
      channels={useDepositChannels()}
      emptyTitle={t({ id: 'paymentTypesNotAvailable', message: 'Payment types not available' })}
    >
      {(channel) =>
        channel.kind === 'usdt' ? (
          <UsdtChannel key={channel.id} channel={channel} />
        ) : (
          <DepositForm key={channel.id} channel={channel} />
        )
      }
    </ChannelTab>
  )
}
