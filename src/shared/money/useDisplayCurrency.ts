import { useSnapshot } from 'valtio'
import { UNIT_DECIMALS, usdtInCurrency } from '#engine/index.ts'
import { auth } from '../../state/auth.ts'
import { toUnits } from './amounts.ts'
import { moneyText } from './format.ts'
import { useBalance, useCurrencies } from './queries.ts'

/**
 * The player's display currency: amounts are typed and shown in it, while limits and balances
 * are kept in USDT and shown × its rate (spec §5). Visitors see USDT.
 */
export function useDisplayCurrency() {
  const { isAuthorized } = useSnapshot(auth)
  const balance = useBalance(isAuthorized)
  const currencies = useCurrencies()
  const currency = balance.data?.currency ?? 'USDT'
  const exchange = currencies.data?.find((c) => c.currency === currency)?.exchange ?? '1'
  /** A USDT amount (decimal text) in 6-place units of the display currency, cut down. */
  const inCurrency = (usdtText: string) =>
    toUnits(usdtText, UNIT_DECIMALS) === null ? 0n : usdtInCurrency(usdtText, exchange)
  return {
    isAuthorized,
    currency,
    /** units of the display currency per USDT, exact decimal text (limits are × it) */
    exchange,
    inCurrency,
    /**
     * What the player can stake, in 6-place units of the display currency: cash, then bonus money
     * (BET_FUNDING); the server, converting the stake once, has the last word.
     */
    available: inCurrency(balance.data?.score ?? '0') + inCurrency(balance.data?.bonus_score ?? '0'),
    balanceLoaded: balance.data !== undefined,
    money: (units: bigint) => moneyText(units, currency),
  }
}
