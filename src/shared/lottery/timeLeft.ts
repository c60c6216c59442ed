import { zeroPad } from '#engine/index.ts'

/** Time left as a countdown shows it: "1d 02:03:04", or "02:03:04" within a day. */
export function timeLeftText(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000))
  const days = s >= 86_400 ? `${Math.floor(s / 86_400)}d ` : ''
  return `${days}${zeroPad(Math.floor((s % 86_400) / 3600))}:${zeroPad(Math.floor((s % 3600) / 60))}:${zeroPad(s % 60)}`
}
