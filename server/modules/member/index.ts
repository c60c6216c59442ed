export { playerCurrency } from './currency.ts'
export { checkPaymentPassword, PAYMENT_PASSWORD_REFUSALS } from './payPassword.ts'
export { memberPlugin } from './plugin.ts'
