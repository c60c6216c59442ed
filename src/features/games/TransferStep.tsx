import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import { toUnits } from '../../shared/money/amounts.ts'
import { amountText } from '../../shared/money/format.ts'
import { balanceQuery, useBalance, useCurrencies } from '../../shared/money/queries.ts'
import { studioBalanceQuery, type TransferStudio } from './api.ts'
import styles from './GamePages.module.css'
import { amountProblem, maxAtStudio } from './transferAmount.ts'

/** A transfer answered as pending or failed: the server settles it with the studio, never twice. */
const NOT_CONFIRMED = msg({
  id: 'games.transferNotConfirmed',
  message: 'The transfer is not confirmed yet. Your money is safe; check the balances again in a moment.',
})

/**
 * Before a transfer studio's table opens: how much to bring in (exact, above zero, at most the
 * balance), with the player's balance and what is already at the studio. Money at the studio can
 * be played as it is, or taken back.
 */
export function TransferStep({
  type,
  id,
  name,
  studio,
  onOpened,
}: {
  type: string
  id: string
  name: string
  studio: TransferStudio
  onOpened(url: string): void
}) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const wallet = useBalance(true)
  const currencies = useCurrencies()
  const atStudio = useQuery(studioBalanceQuery(type))
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState<'in' | 'table' | 'back' | null>(null)
  const currency = studio.currency
  const exchange = currencies.data?.find((c) => c.currency === currency)?.exchange
  const max = wallet.data ? maxAtStudio(wallet.data.score, currency, exchange) : null
  const held = atStudio.data ? (toUnits(atStudio.data.balance, 6) ?? 0n) : 0n

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: balanceQuery.queryKey }),
      client.invalidateQueries({ queryKey: studioBalanceQuery(type).queryKey }),
    ])

  async function run(kind: 'in' | 'table' | 'back', action: () => Promise<string | null>) {
    setFailure(undefined)
    setBusy(kind)
    try {
      const url = await action()
      await refresh()
      if (url) onOpened(url)
    } catch (err) {
      setFailure(err instanceof ApiError ? errorMessage(err) : '')
      await refresh()
    } finally {
      setBusy(null)
    }
  }

  const open = (money: string) => async () => {
    const opened = await studio.open(id, money)
    if (opened.transfer && opened.transfer.status !== 'done') throw new Error('transfer not done')
    return opened.url
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    const found = amountProblem(amount, max, currency, exchange)
    setProblem(found)
    if (!found) void run('in', open(amount.trim()))
  }

  const message = (key?: string) => key && messageFor(i18n, key)
  return (
    <div className={styles.transfer}>
      <p className={styles.lead}>
        <Trans id="games.transferLead">
          {name} plays on the table's own wallet: bring money in now, and everything at the table comes back
          when you close the game.
        </Trans>
      </p>
      <dl className={styles.balances}>
        <dt>{t({ id: 'games.yourBalance', message: 'Your balance' })}</dt>
        <dd className="tabular">{wallet.data ? amountText(wallet.data.score, 'USDT') : '…'}</dd>
        <dt>{t({ id: 'games.atTableLabel', message: 'At the table' })}</dt>
        <dd className="tabular">
          {atStudio.data ? amountText(atStudio.data.balance, atStudio.data.currency) : '…'}
        </dd>
        {currency !== 'USDT' && exchange ? (
          <>
            <dt>{t({ id: 'games.rate', message: 'Exchange rate' })}</dt>
            <dd className="tabular">
              1 USDT = {exchange.includes('.') ? exchange.replace(/\.?0+$/, '') : exchange} {currency}
            </dd>
          </>
        ) : null}
      </dl>
      <form onSubmit={submit} noValidate>
        <Field
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={`${t({ id: 'games.bringIn', message: 'Amount to bring in' })} (${currency})`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={message(problem)}
        />
        {failure !== undefined ? (
          <p className={styles.failure} role="alert">
            {failure ? messageFor(i18n, failure) : i18n._(NOT_CONFIRMED)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={busy === 'in'} disabled={busy !== null}>
            <Trans id="games.bringInAndPlay">Bring in and play</Trans>
          </Button>
          {held > 0n ? (
            <>
              <Button
                loading={busy === 'table'}
                disabled={busy !== null}
                onClick={() => run('table', open('0'))}
              >
                <Trans id="games.playWithTable">Play with what is at the table</Trans>
              </Button>
              <Button
                variant="ghost"
                loading={busy === 'back'}
                disabled={busy !== null}
                onClick={() =>
                  run('back', async () => {
                    const back = await studio.takeBack(atStudio.data?.balance ?? '0')
                    if (back.status !== 'done') throw new Error('transfer not done')
                    return null
                  })
                }
              >
                <Trans id="games.takeBack">Take it back</Trans>
              </Button>
            </>
          ) : null}
        </div>
      </form>
    </div>
  )
}
