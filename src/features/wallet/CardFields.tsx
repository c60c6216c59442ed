import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, useState } from 'react'
import { Field } from '../../components/Field/index.tsx'
import styles from './Wallet.module.css'

/** The card as typed: held in the form's memory only, never in a store, storage or the query cache. */
export interface CardInput {
  name: string
  /** Digits only. */
  number: string
  /** MM/YY. */
  expiry: string
  /** Digits only. */
  cvv: string
}

export const NO_CARD: CardInput = { name: '', number: '', expiry: '', cvv: '' }

const MAX_CARD_DIGITS = 19

/** Groups of four, as printed on a card: "4242 4242 4242 4242". */
const inFours = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ')

/** Once the field is left, all but the last four digits hidden: "•••• •••• •••• 4242". */
const maskedCardNumber = (digits: string) =>
  digits.length <= 4 ? digits : inFours('•'.repeat(digits.length - 4) + digits.slice(-4))

/** Where the caret goes after the `count`-th digit of `text`. */
function afterDigits(text: string, count: number) {
  if (count === 0) return 0
  let seen = 0
  for (let i = 0; i < text.length; i++) if (/\d/.test(text[i] ?? '') && ++seen === count) return i + 1
  return text.length
}

/** Shows `text` in the input, keeping its selection where it was. */
function swap(input: HTMLInputElement, text: string) {
  const { selectionStart, selectionEnd, selectionDirection } = input
  input.value = text
  if (selectionStart !== null && selectionEnd !== null)
    input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined)
}

/**
 * MM/YY from what was typed or filled in: "1230" → "12/30", and a browser's "12/2030" or
 * "1/30" (autofill of cc-exp) → "12/30", "01/30".
 */
function expiryText(raw: string) {
  const filled = /^\s*(\d{1,2})\s*[/-]\s*(\d{2}|\d{4})\s*$/.exec(raw)
  if (filled) return `${(filled[1] ?? '').padStart(2, '0')}/${(filled[2] ?? '').slice(-2)}`
  const digits = raw.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/**
 * The card number: grouped in fours while typed (the caret kept after the same digit), masked to
 * its last four digits when the field loses focus, shown in full again on focus to correct it.
 */
function CardNumberField({
  digits,
  onDigits,
  error,
}: {
  digits: string
  onDigits(digits: string): void
  error?: string | undefined
}) {
  const { t } = useLingui()
  const [focused, setFocused] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  const caret = useRef<number | null>(null)
  const shown = focused ? inFours(digits) : maskedCardNumber(digits)
  useLayoutEffect(() => {
    const el = input.current
    if (caret.current === null || !el || el !== document.activeElement) return
    const at = afterDigits(shown, caret.current)
    el.setSelectionRange(at, at)
    caret.current = null
  })
  return (
    <Field
      autoComplete="cc-number"
      inputMode="numeric"
      spellCheck={false}
      label={t({ id: 'wallet.cardNumber', message: 'Card number' })}
      error={error}
      value={shown}
      // The shown text is swapped in the event itself, not only at the next render, keeping the
      // selection (both texts have the same length and spaces): a select-all or a caret placed
      // before focus acts on the text it will keep, and the render after finds it already there.
      onFocus={(e) => {
        swap(e.currentTarget, inFours(digits))
        setFocused(true)
      }}
      onBlur={(e) => {
        swap(e.currentTarget, maskedCardNumber(digits))
        setFocused(false)
      }}
      onChange={(e) => {
        const raw = e.target.value
        input.current = e.target
        caret.current = raw.slice(0, e.target.selectionStart ?? raw.length).replace(/\D/g, '').length
        onDigits(raw.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS))
      }}
    />
  )
}

/**
 * A card's four fields with the browser's card autofill names (cc-name, cc-number, cc-exp,
 * cc-csc). Controlled by the deposit form, which empties them once the deposit is credited; the
 * CVV is typed hidden, like a password.
 */
export function CardFields({
  card,
  onChange,
  errors,
}: {
  card: CardInput
  onChange(card: CardInput): void
  errors: {
    name?: string | undefined
    number?: string | undefined
    expiry?: string | undefined
    cvv?: string | undefined
  }
}) {
  const { t } = useLingui()
  return (
    <>
      <Field
        autoComplete="cc-name"
        label={t({ id: 'wallet.cardName', message: 'Name on card' })}
        error={errors.name}
        value={card.name}
        onChange={(e) => onChange({ ...card, name: e.target.value })}
      />
      <CardNumberField
        digits={card.number}
        onDigits={(number) => onChange({ ...card, number })}
        error={errors.number}
      />
      <div className={styles.pair}>
        <Field
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={7}
          label={t({ id: 'wallet.expiry', message: 'Expiry' })}
          error={errors.expiry}
          value={card.expiry}
          onChange={(e) => onChange({ ...card, expiry: expiryText(e.target.value) })}
        />
        <Field
          type="password"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          label="CVV"
          error={errors.cvv}
          value={card.cvv}
          onChange={(e) => onChange({ ...card, cvv: e.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
      </div>
    </>
  )
}
