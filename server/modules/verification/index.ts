export { checkCode, claimCode, consumeCode } from './codes.ts'
export { verificationRoutes } from './routes.ts'
