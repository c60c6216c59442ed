export { playerCurrency } from './currency.ts'
export { checkPaymentPassword } from './payPassword.ts'
export { memberPlugin } from './plugin.ts'
