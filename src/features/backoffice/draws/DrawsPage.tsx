import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DRAW_STATUSES, type DrawRow } from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from '../Backoffice.module.css'
import { gameName } from '../gameName.ts'
import { Td } from '../resource/DataTable.tsx'
import { FilterForm, ServerTable, useServerList } from '../resource/PagedList.tsx'
import { Select } from '../Select.tsx'
import { useDrawSchedules, useDraws } from './api.ts'
import own from './Draws.module.css'
import { DrawTickets } from './DrawTickets.tsx'
import { DRAW_STATUS_LABELS } from './labels.ts'
import { Schedules } from './Schedules.tsx'

type SortKey = 'drawAt' | 'tickets' | 'liability'

/**
 * Lottery and racing draws for traders: schedules, each draw's commitment (the seed's hash, public
 * from the start), the seed and result once published, tickets and open liability. Read-only:
 * the scheduler draws from committed seeds, so there is nothing an operator should change.
 */
export function DrawsPage({ search }: { search: { game?: unknown; draw?: unknown } }) {
  // From a link or a typed address: a malformed value is left out.
  const game =
    typeof search.game === 'string' && /^[a-z0-9]{2,32}$/.test(search.game) ? search.game : undefined
  const asked = Number(search.draw)
  const draw = Number.isSafeInteger(asked) && asked > 0 ? asked : undefined
  const { t, i18n } = useLingui()
  const start = { game: game ?? '', status: '' }
  const view = useServerList<DrawRow, typeof start, SortKey>(useDraws, {
    start,
    sort: { sort: 'drawAt', order: 'desc' },
    pageSize: 20,
  })
  const schedules = useDrawSchedules()
  const [chosen, setChosen] = useState<number | null>(draw ?? null)
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const money = `tabular ${styles.num} ${styles.nowrap}`
  const label = {
    draw: t({ id: 'bo.dashboard.draw', message: 'Draw' }),
    drawAt: t({ id: 'bo.dashboard.drawAt', message: 'Draw time' }),
    status: t({ id: 'bo.withdrawals.status', message: 'Status' }),
    proof: t({ id: 'bo.draws.proof', message: 'Commitment and seed' }),
    result: t({ id: 'bo.draws.result', message: 'Result' }),
    tickets: t({ id: 'bo.draws.tickets', message: 'Tickets' }),
    stakes: t({ id: 'bo.dashboard.stakesUsdt', message: 'Stakes (USDT)' }),
    liability: t({ id: 'bo.dashboard.liabilityUsdt', message: 'Liability (USDT)' }),
  }
  const gameOptions = [
    { value: '', label: t({ id: 'bo.draws.anyGame', message: 'Any game' }) },
    ...(schedules.data ?? []).map((s) => ({ value: s.game, label: gameName(i18n, s.game) })),
  ]
  if (game && !schedules.data) gameOptions.push({ value: game, label: gameName(i18n, game) })
  const statusOptions = [
    { value: '', label: t({ id: 'bo.withdrawals.anyStatus', message: 'Any status' }) },
    ...DRAW_STATUSES.map((s) => ({ value: s, label: i18n._(DRAW_STATUS_LABELS[s]) })),
  ]
  const showTickets = ({ tickets, matchId }: DrawRow) =>
    t({ id: 'bo.draws.showTickets', message: `Show the ${tickets} tickets of ${matchId}` })
  const result = (r: DrawRow['result']) =>
    r
      ? `${r.numbers.map((n) => String(n).padStart(2, '0')).join(' ')}${r.special ? ` + ${String(r.special).padStart(2, '0')}` : ''}`
      : '—'

  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.draws.title">Draws</Trans>
      </h1>
      <Schedules />
      {chosen ? <DrawTickets key={chosen} drawId={chosen} /> : null}
      <section className={styles.section} aria-labelledby="bo-draws-list">
        <h2 id="bo-draws-list" className={styles.subtitle}>
          <Trans id="bo.draws.list">Draws and their commitments</Trans>
        </h2>
        <FilterForm view={view}>
          <Select
            name="game"
            label={t({ id: 'bo.draws.game', message: 'Game' })}
            value={view.filters.game}
            options={gameOptions}
          />
          <Select name="status" label={label.status} value={view.filters.status} options={statusOptions} />
        </FilterForm>
        <ServerTable
          view={view}
          caption={t({ id: 'bo.draws.title', message: 'Draws' })}
          empty={t({ id: 'bo.draws.empty', message: 'No draws match' })}
          columns={[
            { key: 'draw', label: label.draw, kind: 'text' },
            { key: 'drawAt', label: label.drawAt, kind: 'text', sortable: true },
            { key: 'status', label: label.status, kind: 'text' },
            { key: 'proof', label: label.proof, kind: 'text' },
            { key: 'result', label: label.result, kind: 'text' },
            { key: 'tickets', label: label.tickets, kind: 'number', sortable: true },
            { key: 'stakes', label: label.stakes, kind: 'number' },
            { key: 'liability', label: label.liability, kind: 'number', sortable: true },
          ]}
        >
          {(rows) =>
            rows.map((d) => (
              <tr key={d.id} aria-current={chosen === d.id ? 'true' : undefined}>
                <Td label={label.draw}>
                  {gameName(i18n, d.game)}
                  <br />
                  <span className={`tabular ${styles.muted}`}>{d.matchId}</span>
                </Td>
                <Td label={label.drawAt} className={`tabular ${styles.nowrap}`}>
                  {dateTime.format(new Date(d.drawAt))}
                </Td>
                <Td label={label.status}>
                  <span className={styles.pill}>{i18n._(DRAW_STATUS_LABELS[d.status])}</span>
                </Td>
                <Td label={label.proof}>
                  <span className={own.hash}>
                    <Trans id="bo.draws.hash">SHA-256</Trans> {d.seedHash}
                  </span>
                  <span className={own.hash}>
                    {d.seed ? (
                      <>
                        <Trans id="bo.draws.seed">Seed</Trans> {d.seed}
                      </>
                    ) : (
                      <span className={styles.muted}>
                        <Trans id="bo.draws.seedHidden">Seed hidden until the draw is published</Trans>
                      </span>
                    )}
                  </span>
                </Td>
                <Td label={label.result} className="tabular">
                  {result(d.result)}
                </Td>
                <Td label={label.tickets} className={`tabular ${styles.num}`}>
                  {d.tickets > 0 ? (
                    <Button variant="ghost" onClick={() => setChosen(d.id)} aria-label={showTickets(d)}>
                      {d.tickets}
                    </Button>
                  ) : (
                    0
                  )}
                </Td>
                <Td label={label.stakes} className={money}>
                  {amountFigure(d.stakes, 'USDT')}
                </Td>
                <Td label={label.liability} className={money}>
                  {amountFigure(d.liability, 'USDT')}
                </Td>
              </tr>
            ))
          }
        </ServerTable>
      </section>
    </>
  )
}
