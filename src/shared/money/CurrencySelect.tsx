import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { auth } from '../../state/auth.ts'
import { useBalance, useCurrencies, useSwitchCurrency } from './queries.ts'

/** The display currency; switching it re-reads the balance in that currency. */
export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useLingui()
  const id = useId()
  const balance = useBalance(true)
  const currencies = useCurrencies()
  const switchCurrency = useSwitchCurrency()
  // A switch queued offline shows as chosen; it is sent when the connection returns.
  const queued = switchCurrency.isPaused ? switchCurrency.variables?.unit : undefined
  const currency = queued ?? balance.data?.currency ?? 'USDT'
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t({ id: 'currency', message: 'Currency' })}
      </label>
      <select
        id={id}
        className={className}
        value={currency}
        disabled={switchCurrency.isPending && !switchCurrency.isPaused}
        onChange={(e) => switchCurrency.mutate({ uid: auth.userId, unit: e.target.value })}
      >
        {(currencies.data ?? [{ id: 0, currency }]).map((c) => (
          <option key={c.currency} value={c.currency}>
            {c.currency}
          </option>
        ))}
      </select>
    </>
  )
}
