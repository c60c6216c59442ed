export { type StoredAds, storedAds } from './ads.ts'
export { segmentName, sendMessage, systemMessage } from './messages.ts'
export { noticesPlugin } from './plugin.ts'
