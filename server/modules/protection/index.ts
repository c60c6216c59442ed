export {
  addToLimits,
  claimLimits,
  DEPOSIT_KINDS,
  RETURN_KINDS,
  releaseClaims,
  STAKE_KINDS,
} from './claims.ts'
export { breaksOf } from './exclusions.ts'
export { readLimits } from './limits.ts'
export { protectionPlugin } from './plugin.ts'
export { countLossReturns } from './returns.ts'
