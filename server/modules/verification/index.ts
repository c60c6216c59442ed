export { checkCode, claimCode, consumeCode } from './codes.ts'
export { verificationPlugin } from './plugin.ts'
