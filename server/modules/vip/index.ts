export { vipPlugin } from './plugin.ts'
export { totalRecharge } from './recharge.ts'
