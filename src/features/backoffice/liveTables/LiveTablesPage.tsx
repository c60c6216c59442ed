import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { can, type LiveTableRow } from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import { meQuery } from '../api.ts'
import styles from '../Backoffice.module.css'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { Td } from '../resource/DataTable.tsx'
import { session } from '../session.ts'
import { type LiveTableAction, useLiveRounds, useLiveTableAction, useLiveTables } from './api.ts'
import own from './LiveTables.module.css'
import { outcomeText, phaseText, tableName } from './labels.ts'

/** A table's recent rounds: stakes, payouts, result, voided. */
function RoundsOf({ table }: { table: LiveTableRow }) {
  const { t, i18n } = useLingui()
  const rounds = useLiveRounds(table.id)
  const label = {
    round: t({ id: 'bo.live.round', message: 'Round' }),
    phase: t({ id: 'bo.live.phase', message: 'Phase' }),
    bets: t({ id: 'bo.live.bets', message: 'Bets' }),
    players: t({ id: 'bo.live.players', message: 'Players' }),
    stake: t({ id: 'bo.live.stake', message: 'Stake (USDT)' }),
    payout: t({ id: 'bo.live.payout', message: 'Payout (USDT)' }),
    result: t({ id: 'bo.live.result', message: 'Result' }),
    opened: t({ id: 'bo.live.opened', message: 'Opened' }),
  }
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'medium' })
  const heading = t({ id: 'bo.live.roundsOf', message: `Recent rounds of ${tableName(i18n, table)}` })
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.subtitle}>{heading}</h2>
      {rounds.isPending ? (
        <Skeleton rows={5} height={40} />
      ) : rounds.isError ? (
        <ErrorLine error={rounds.error} onRetry={() => void rounds.refetch()} />
      ) : rounds.data.length === 0 ? (
        <EmptyState title={t({ id: 'bo.live.noRounds', message: 'No rounds yet' })} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{label.round}</th>
                <th scope="col">{label.phase}</th>
                <th scope="col">{label.opened}</th>
                <th scope="col" className={styles.num}>
                  {label.bets}
                </th>
                <th scope="col" className={styles.num}>
                  {label.players}
                </th>
                <th scope="col" className={styles.num}>
                  {label.stake}
                </th>
                <th scope="col" className={styles.num}>
                  {label.payout}
                </th>
                <th scope="col">{label.result}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.data.map((r) => (
                <tr key={r.round_id} data-voided={r.voided || undefined}>
                  <Td label={label.round} className="tabular">
                    #{r.number}
                  </Td>
                  <Td label={label.phase}>
                    <span className={styles.pill} data-live-phase={r.phase}>
                      {phaseText(i18n, r.phase)}
                    </span>
                  </Td>
                  <Td label={label.opened} className="tabular">
                    {time.format(new Date(r.opened_at))}
                  </Td>
                  <Td label={label.bets} className={`tabular ${styles.num}`}>
                    {r.bets}
                  </Td>
                  <Td label={label.players} className={`tabular ${styles.num}`}>
                    {r.players}
                  </Td>
                  <Td label={label.stake} className={`tabular ${styles.num}`}>
                    {r.stake}
                  </Td>
                  <Td label={label.payout} className={`tabular ${styles.num}`}>
                    {r.payout}
                  </Td>
                  <Td label={label.result}>
                    {r.voided ? phaseText(i18n, 'voided') : outcomeText(i18n, r.outcome)}
                  </Td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/**
 * Traders and admins: the live studio's tables as its operator API tells them, refreshed every
 * few seconds; pause (the open round voided, every bet on it refunded) and resume, each with why.
 */
export function LiveTablesPage() {
  const { t, i18n } = useLingui()
  const me = useQuery(meQuery(session.token)).data
  const tables = useLiveTables()
  const act = useLiveTableAction()
  const [shown, setShown] = useState<string | null>(null)
  const [acting, setActing] = useState<{ table: LiveTableRow; action: LiveTableAction } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const label = {
    table: t({ id: 'bo.live.table', message: 'Table' }),
    state: t({ id: 'bo.operators.status', message: 'Status' }),
    phase: t({ id: 'bo.live.phase', message: 'Phase' }),
    round: t({ id: 'bo.live.round', message: 'Round' }),
    seated: t({ id: 'bo.live.seated', message: 'Players seated' }),
    stake: t({ id: 'bo.live.roundStake', message: 'Round stake (USDT)' }),
    last: t({ id: 'bo.live.lastResults', message: 'Last results' }),
    actions: t({ id: 'bo.operators.actions', message: 'Actions' }),
  }
  const rows = tables.data?.configured ? tables.data.tables : []
  const selected = rows.find((r) => r.id === shown) ?? rows[0] ?? null

  let content: React.ReactNode
  if (tables.isPending) content = <Skeleton rows={4} height={44} />
  else if (tables.isError) content = <ErrorLine error={tables.error} onRetry={() => void tables.refetch()} />
  else if (!tables.data.configured)
    content = (
      <EmptyState
        title={t({
          id: 'bo.live.notConfigured',
          message: 'No live studio is configured on this server: there are no live tables to show.',
        })}
      />
    )
  else
    content = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {t({ id: 'bo.page.liveTables', message: 'Live tables' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{label.table}</th>
                <th scope="col">{label.state}</th>
                <th scope="col">{label.phase}</th>
                <th scope="col" className={styles.num}>
                  {label.seated}
                </th>
                <th scope="col" className={styles.num}>
                  {label.stake}
                </th>
                <th scope="col">{label.last}</th>
                <th scope="col">{label.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const action: LiveTableAction = row.paused ? 'resume' : 'pause'
                const allowed = me
                  ? can(me.role, action === 'pause' ? 'liveTables.pause' : 'liveTables.resume')
                  : false
                return (
                  <tr key={row.id} data-table={row.id}>
                    <Td label={label.table}>
                      <strong>{tableName(i18n, row)}</strong>{' '}
                      <span className={`${styles.muted} tabular`}>{row.id}</span>
                    </Td>
                    <Td label={label.state}>
                      <span
                        className={`${styles.pill} ${own.state}`}
                        data-live-state={row.paused ? 'paused' : 'open'}
                      >
                        {row.paused ? (
                          <Trans id="bo.live.paused">Paused</Trans>
                        ) : (
                          <Trans id="bo.live.running">Running</Trans>
                        )}
                      </span>
                    </Td>
                    <Td label={label.phase}>
                      {phaseText(i18n, row.phase)}
                      {row.number ? <span className={`${styles.muted} tabular`}> #{row.number}</span> : null}
                    </Td>
                    <Td label={label.seated} className={`tabular ${styles.num}`}>
                      {row.players_seated}
                    </Td>
                    <Td label={label.stake} className={`tabular ${styles.num}`}>
                      {row.round_stake}
                    </Td>
                    <Td label={label.last}>
                      <span className={own.results}>
                        {row.last_results.slice(0, 8).map((r) => (
                          <span key={r.round_id} className={own.result}>
                            {outcomeText(i18n, r.outcome)}
                          </span>
                        ))}
                      </span>
                    </Td>
                    <Td label={label.actions}>
                      <span className={own.actions}>
                        {allowed ? (
                          <Button
                            variant={action === 'pause' ? 'danger' : 'primary'}
                            onClick={() => setActing({ table: row, action })}
                            aria-label={
                              action === 'pause'
                                ? t({ id: 'bo.live.pauseFor', message: `Pause ${tableName(i18n, row)}` })
                                : t({ id: 'bo.live.resumeFor', message: `Resume ${tableName(i18n, row)}` })
                            }
                          >
                            {action === 'pause' ? (
                              <Trans id="bo.live.pause">Pause</Trans>
                            ) : (
                              <Trans id="bo.live.resume">Resume</Trans>
                            )}
                          </Button>
                        ) : null}
                        <Button
                          variant="ghost"
                          aria-pressed={selected?.id === row.id}
                          onClick={() => setShown(row.id)}
                        >
                          <Trans id="bo.live.showRounds">Rounds</Trans>
                        </Button>
                      </span>
                    </Td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        {selected ? <RoundsOf key={selected.id} table={selected} /> : null}
      </>
    )

  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          <Trans id="bo.live.title">Live tables</Trans>
        </h1>
      </div>
      <p className={styles.muted}>
        <Trans id="bo.live.intro">
          The live studio's tables, read again every few seconds. Pausing a table voids its open round and
          refunds every bet on it; no round opens until it is resumed.
        </Trans>
      </p>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {content}
      {acting ? (
        <ReasonDialog
          title={
            acting.action === 'pause'
              ? t({ id: 'bo.live.pauseTitle', message: `Pause ${tableName(i18n, acting.table)}` })
              : t({ id: 'bo.live.resumeTitle', message: `Resume ${tableName(i18n, acting.table)}` })
          }
          body={
            acting.action === 'pause'
              ? t({
                  id: 'bo.live.pauseBody',
                  message:
                    'Its open round is voided and every bet on it refunded; no round opens until it is resumed.',
                })
              : t({ id: 'bo.live.resumeBody', message: 'The table opens its next round at once.' })
          }
          confirm={
            acting.action === 'pause' ? (
              <Trans id="bo.live.pause">Pause</Trans>
            ) : (
              <Trans id="bo.live.resume">Resume</Trans>
            )
          }
          danger={acting.action === 'pause'}
          pending={act.isPending}
          error={act.error}
          onClose={() => {
            act.reset()
            setActing(null)
          }}
          onSubmit={(reason) =>
            act.mutate(
              { id: acting.table.id, action: acting.action, reason },
              {
                onSuccess: ({ table }) => {
                  setActing(null)
                  setNotice(
                    table.paused
                      ? t({ id: 'bo.live.pausedNotice', message: `${tableName(i18n, table)} is paused.` })
                      : t({
                          id: 'bo.live.resumedNotice',
                          message: `${tableName(i18n, table)} is running again.`,
                        }),
                  )
                },
              },
            )
          }
        />
      ) : null}
    </>
  )
}
