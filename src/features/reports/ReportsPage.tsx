import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { AccountSummary, ReportGame } from '#contract/reports.ts'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { amountFigure } from '../../shared/money/format.ts'
import { type Range, statisticsQuery, summaryQuery } from './api.ts'
import { reportCsv } from './csv.ts'
import styles from './Reports.module.css'

const GAME_NAMES: Record<ReportGame, MessageDescriptor> = {
  soccer: msg({ id: 'game.soccer', message: 'Soccer' }),
  basketball: msg({ id: 'game.basketball', message: 'Basketball' }),
  bd: msg({ id: 'game.bd', message: 'Beijing single' }),
  cricket: msg({ id: 'game.cricket', message: 'Cricket' }),
  hkmarksix: msg({ id: 'game.hkmarksix', message: 'Hong Kong Mark Six' }),
  ammarksix: msg({ id: 'game.ammarksix', message: 'Macau Mark Six' }),
  newammarksix: msg({ id: 'game.newammarksix', message: 'New Macau 2' }),
  twnmarksix: msg({ id: 'game.twnmarksix', message: 'Taiwan Mark Six' }),
  sgnmarksix: msg({ id: 'game.sgnmarksix', message: 'Singapore Mark Six' }),
  gallopingmarksix: msg({ id: 'reports.gallopingmarksix', message: 'Galloping Mark Six' }),
  pk10: msg({ id: 'game.pk10', message: 'PK10' }),
  airship: msg({ id: 'game.airship', message: 'Airship' }),
  pg: msg({ id: 'game.pgGames', message: 'PG games' }),
  tada: msg({ id: 'game.tadaGames', message: 'Tada games' }),
  pg2: msg({ id: 'game.noah', message: 'Noah' }),
  winfinity: msg({ id: 'game.winfinity', message: 'Winfinity' }),
}

type Line = Exclude<keyof AccountSummary, 'start_date' | 'end_date' | 'time_zone'>
const LINES: Record<Line, MessageDescriptor> = {
  deposits: msg({ id: 'reports.deposits', message: 'Deposits' }),
  withdrawals: msg({ id: 'reports.withdrawals', message: 'Withdrawals' }),
  transfers_in: msg({ id: 'reports.transfersIn', message: 'Transfers received' }),
  transfers_out: msg({ id: 'reports.transfersOut', message: 'Transfers sent' }),
  game_transfers: msg({ id: 'reports.gameTransfers', message: 'Game wallet transfers' }),
  bonuses: msg({ id: 'reports.bonuses', message: 'Bonuses' }),
  adjustments: msg({ id: 'reports.adjustments', message: 'Adjustments' }),
  stakes: msg({ id: 'reports.stakes', message: 'Stakes' }),
  payouts: msg({ id: 'reports.payouts', message: 'Payouts' }),
  net: msg({ id: 'reports.net', message: 'Net' }),
}

/**
 * Reports: for a range of days in the site's time zone (stated on the page), the accounts summary
 * from the wallet's ledger and the bets per game (stakes, payouts, net, count), downloadable as CSV.
 */
export function ReportsPage() {
  const { t, i18n } = useLingui()
  const [range, setRange] = useState<Range>({})
  const summary = useQuery(summaryQuery(range))
  const stats = useQuery(statisticsQuery(range))
  const period = summary.data ?? stats.data
  const games = stats.data?.games.filter(
    (g) => g.count > 0 || g.stakes !== '0.000000' || g.payouts !== '0.000000',
  )
  const gameName = (game: string) => i18n._(GAME_NAMES[game as ReportGame] ?? { id: game })
  const headings = [
    t({ id: 'reports.game', message: 'Game' }),
    t({ id: 'reports.count', message: 'Bets' }),
    i18n._(LINES.stakes),
    i18n._(LINES.payouts),
    i18n._(LINES.net),
  ]
  const total = t({ id: 'reports.total', message: 'Total' })

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const day = (name: string) => {
      const v = data.get(name)
      return typeof v === 'string' && v ? v : undefined
    }
    const start_date = day('from')
    const end_date = day('to')
    setRange({ ...(start_date && { start_date }), ...(end_date && { end_date }) })
  }

  const download = () => {
    if (!summary.data || !stats.data) return
    const text = reportCsv(summary.data, stats.data, {
      summary: Object.fromEntries(Object.entries(LINES).map(([k, d]) => [k, i18n._(d)])),
      game: gameName,
      headings,
      total,
    })
    const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `report-${summary.data.start_date}-${summary.data.end_date}.csv`
    a.click()
    URL.revokeObjectURL(url)
  }

  return (
    <PageFrame
      title={t({ id: 'nav.reports', message: 'Reports' })}
      actions={
        <Button variant="secondary" onClick={download} disabled={!summary.data || !stats.data}>
          <Trans id="reports.downloadCsv">Download CSV</Trans>
        </Button>
      }
    >
      <form className={styles.filters} onSubmit={submit} key={`${period?.start_date}-${period?.end_date}`}>
        <label className={styles.label}>
          {t({ id: 'history.from', message: 'From' })}
          <input type="date" name="from" className={styles.input} defaultValue={period?.start_date} />
        </label>
        <label className={styles.label}>
          {t({ id: 'history.to', message: 'To' })}
          <input type="date" name="to" className={styles.input} defaultValue={period?.end_date} />
        </label>
        <Button type="submit" variant="primary">
          <Trans id="reports.show">Show</Trans>
        </Button>
      </form>
      {period ? (
        <p className={styles.zone}>
          <Trans id="reports.period">
            {period.start_date} to {period.end_date}, days in {period.time_zone} time
          </Trans>
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby="reports-summary">
        <h2 id="reports-summary" className={styles.heading}>
          <Trans id="reports.summary">Accounts summary</Trans>
        </h2>
        {summary.isPending ? <Skeleton rows={3} height={40} /> : null}
        {summary.isError ? <ErrorLine error={summary.error} onRetry={() => summary.refetch()} /> : null}
        {summary.data ? (
          <dl className={styles.summary}>
            {(Object.keys(LINES) as Line[]).map((line) => (
              <div key={line} className={line === 'net' ? `${styles.item} ${styles.net}` : styles.item}>
                <dt>{i18n._(LINES[line])}</dt>
                <dd className="tabular">{amountFigure(summary.data[line], 'USDT')} USDT</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="reports-games">
        <h2 id="reports-games" className={styles.heading}>
          <Trans id="reports.byGame">Bets by game</Trans>
        </h2>
        {stats.isPending ? <Skeleton rows={3} height={40} /> : null}
        {stats.isError ? <ErrorLine error={stats.error} onRetry={() => stats.refetch()} /> : null}
        {games && games.length === 0 ? (
          <EmptyState icon="chart" title={<Trans id="reports.none">No activity in this period</Trans>} />
        ) : null}
        {stats.data && games && games.length > 0 ? (
          <div className={styles.scroll}>
            <table className={styles.table} aria-labelledby="reports-games">
              <thead>
                <tr>
                  {headings.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {games.map((g) => (
                  <tr key={g.game}>
                    <th scope="row">{gameName(g.game)}</th>
                    <Figures labels={headings} count={g.count} amounts={[g.stakes, g.payouts, g.net]} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{total}</th>
                  <Figures
                    labels={headings}
                    count={stats.data.total.count}
                    amounts={[stats.data.total.stakes, stats.data.total.payouts, stats.data.total.net]}
                  />
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
      </section>
    </PageFrame>
  )
}

/**
 * A row's count and amounts, each cell named by its column (data-label): on a phone the row is a
 * card and the name shows above its figure, so the table never scrolls sideways.
 */
function Figures({ labels, count, amounts }: { labels: string[]; count: number; amounts: string[] }) {
  return (
    <>
      <td className="tabular" data-label={labels[1]}>
        {count}
      </td>
      {amounts.map((amount, i) => (
        <td key={labels[i + 2]} className="tabular" data-label={labels[i + 2]}>
          {amountFigure(amount, 'USDT')}
        </td>
      ))}
    </>
  )
}
