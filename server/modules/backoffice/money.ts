import { formatMinorUnits } from '#engine/money.ts'

/** USDT micro-units as the exact decimal text the console shows (negative for a house loss). */
export const usdt = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')
