import { formatAmount, formatMinorUnits, UNIT_DECIMALS } from '#engine/index.ts'

/**
 * The one way money reaches the screen (spec §3, §9): exact, cut and never rounded up, 6 places for
 * USDT and 2 for any other currency, followed by the currency. Every amount, payout and limit
 * shown goes through here, so a figure reads the same on the slip, its combination list, the
 * receipt, my bets and the wallet.
 */
export const moneyText = (units: bigint, currency: string) => `${unitsText(units, currency)} ${currency}`

/** An exact decimal text (an amount the server answered) shown as moneyText shows units. */
export const amountText = (decimal: string, currency: string) =>
  `${formatAmount(decimal, currency)} ${currency}`

/** The figure of amountText alone, for tables whose column heading names the currency. */
export const amountFigure = (decimal: string, currency: string) => formatAmount(decimal, currency)

/** The figure of moneyText alone, for texts that name the currency themselves. */
export const unitsText = (units: bigint, currency: string) => formatMinorUnits(units, UNIT_DECIMALS, currency)
