import { proxy } from 'valtio'

/**
 * What the player is shown once a slip or ticket is taken, sports, cricket, Mark Six or racing: the
 * bet as the server recorded it, and the game whose My bets list holds it.
 */
export interface Receipt {
  game: string
  betId: string
  placedAt: string
  /** How many bets it holds: a sports slip's combinations, a cricket slip's singles, a ticket's bets. */
  bets: number
  /** A sports slip's parlays, multiple and least payout; a cricket slip is singles, each its own amount. */
  parlay?: { names: string; multiple: number; minPayout: string }
  /** Decimal text in the bet's currency, as the server answered. */
  stake: string
  maxPayout: string
  currency: string
  /**
   * Each leg at its odds; a cricket bet or a ticket's line with its own amount (decimal text). A
   * ticket's line is its bet type (`match`) and pick.
   */
  legs: { match: string; pick: string; odds: string; amount?: string }[]
}

/** The last bet placed, shown in its slip's or ticket's place until the player moves on. */
export const receipt = proxy<{ shown: Receipt | null }>({ shown: null })

/** The receipt as a picture to share: drawn on a canvas, no library (a PNG file). */
export async function receiptImage(
  r: Receipt,
  lines: { title: string; rows: [string, string][]; money: (v: string) => string },
) {
  const width = 720
  const rowHeight = 36
  const all: [string, string][] = [
    ...r.legs.map((l): [string, string] => [
      `${l.match}: ${l.pick}`,
      l.amount ? `@${l.odds} · ${lines.money(l.amount)}` : `@${l.odds}`,
    ]),
    ...lines.rows,
  ]
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = 120 + all.length * rowHeight + 40
  const g = canvas.getContext('2d')
  if (!g) throw new Error('no canvas')
  g.fillStyle = '#0b1020'
  g.fillRect(0, 0, canvas.width, canvas.height)
  g.fillStyle = '#c6f135'
  g.font = 'bold 32px sans-serif'
  g.fillText(lines.title, 32, 56)
  g.fillStyle = '#9aa4bf'
  g.font = '20px sans-serif'
  g.fillText(`${r.betId} · ${new Date(r.placedAt).toLocaleString()}`, 32, 92)
  g.font = '22px sans-serif'
  all.forEach(([left, right], i) => {
    const y = 140 + i * rowHeight
    g.fillStyle = '#e8ecf6'
    g.textAlign = 'left'
    g.fillText(left, 32, y, width - 220)
    g.textAlign = 'right'
    g.fillText(right, width - 32, y)
  })
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'))
  if (!blob) throw new Error('no image')
  return new File([blob], `bet-${r.betId}.png`, { type: 'image/png' })
}

/** Shares the picture where the browser can (phones), else saves it. */
export async function shareOrSave(file: File) {
  if (navigator.canShare?.({ files: [file] })) {
    await navigator.share({ files: [file], title: file.name })
    return 'shared'
  }
  const url = URL.createObjectURL(file)
  const a = document.createElement('a')
  a.href = url
  a.download = file.name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return 'saved'
}
