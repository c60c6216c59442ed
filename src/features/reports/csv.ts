import type { AccountSummary, BetStatistics } from '#contract/reports.ts'

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string | number) => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
const line = (values: (string | number)[]) => values.map(field).join(',')

/**
 * The report of a range as CSV: the period and its time zone, the accounts summary, then each
 * game's bets and their total, amounts as the exact USDT texts the server answered.
 */
export function reportCsv(
  summary: AccountSummary,
  stats: BetStatistics,
  names: {
    summary: Record<string, string>
    game: (game: string) => string
    headings: string[]
    total: string
  },
) {
  const rows: string[] = [
    line([
      'from',
      summary.start_date,
      'to',
      summary.end_date,
      'time zone',
      summary.time_zone,
      'currency',
      'USDT',
    ]),
    '',
    ...Object.entries(names.summary).map(([key, label]) =>
      line([label, summary[key as keyof AccountSummary] as string]),
    ),
    '',
    line(names.headings),
    ...stats.games.map((g) => line([names.game(g.game), g.count, g.stakes, g.payouts, g.net])),
    line([names.total, stats.total.count, stats.total.stakes, stats.total.payouts, stats.total.net]),
  ]
  return `${rows.join('\r\n')}\r\n`
}
