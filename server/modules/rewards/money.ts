import { formatMinorUnits } from '#engine/money.ts'
import { decimalToUnits } from '../../money/exchange.ts'

/** A campaign's USDT amount ("2.5") as micro-units. */
export const micro = (usdt: string) => decimalToUnits(usdt, 6)

/** Micro-units as the exact USDT string every answer carries. */
export const usdtText = (units: bigint) => formatMinorUnits(units, 6, 'USDT')

export const DAY_MS = 86_400_000
