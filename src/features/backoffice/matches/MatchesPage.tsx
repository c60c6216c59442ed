import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MATCH_SPORTS, MATCH_STATES, type MatchRow } from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import { Field } from '../../../components/Field/index.tsx'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from '../Backoffice.module.css'
import { Td } from '../resource/DataTable.tsx'
import { DateRangeFields, FilterForm, ServerTable, useServerList } from '../resource/PagedList.tsx'
import { Select } from '../Select.tsx'
import { type MatchAction, useMatches } from './api.ts'
import { MATCH_STATE_LABELS, SPORT_LABELS } from './labels.ts'
import { MatchActionDialog } from './MatchActionDialog.tsx'
import local from './Matches.module.css'

type SortKey = 'kickoff' | 'league'
/** The page opens on football matches still on sale, soonest first. */
const START = { sport: 'soccer', state: 'scheduled', q: '', from: '', to: '' }

/** What a trader may do in each state: stop or restart betting while open, void until played, type a postponed result. */
function actionsFor(row: MatchRow): MatchAction[] {
  switch (row.state) {
    case 'scheduled':
      return ['suspend', 'void']
    case 'suspended':
      return ['resume', 'void']
    case 'postponed':
      return ['result', 'void']
    default:
      return []
  }
}

/** Sports and cricket for traders: matches by sport, state and day, paged on the server, with their actions. */
export function MatchesPage() {
  const { t, i18n } = useLingui()
  const view = useServerList<MatchRow, typeof START, SortKey>(useMatches, {
    start: START,
    sort: { sort: 'kickoff', order: 'asc' },
  })
  const { filters } = view
  const [acting, setActing] = useState<{ row: MatchRow; action: MatchAction } | null>(null)
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = {
    match: t({ id: 'bo.matches.match', message: 'Match' }),
    kickoff: t({ id: 'bo.matches.kickoff', message: 'Kick-off' }),
    league: t({ id: 'bo.matches.league', message: 'League' }),
    state: t({ id: 'bo.matches.state', message: 'State' }),
    score: t({ id: 'bo.matches.score', message: 'Score' }),
    openBets: t({ id: 'bo.matches.openBets', message: 'Open bets' }),
    openStake: t({ id: 'bo.matches.openStake', message: 'Open stakes (USDT)' }),
    actions: t({ id: 'bo.matches.actions', message: 'Actions' }),
  }
  const buttons: Record<MatchAction, { text: string; variant: 'primary' | 'secondary' | 'danger' }> = {
    suspend: { text: t({ id: 'bo.matches.suspend', message: 'Suspend' }), variant: 'secondary' },
    resume: { text: t({ id: 'bo.matches.resume', message: 'Resume' }), variant: 'primary' },
    void: { text: t({ id: 'bo.matches.void', message: 'Void' }), variant: 'danger' },
    result: { text: t({ id: 'bo.matches.enterResult', message: 'Enter result' }), variant: 'primary' },
  }

  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.matches.title">Sports and cricket</Trans>
      </h1>
      <FilterForm view={view}>
        <Select
          name="sport"
          label={t({ id: 'bo.matches.sport', message: 'Sport' })}
          value={filters.sport}
          options={MATCH_SPORTS.map((s) => ({ value: s, label: i18n._(SPORT_LABELS[s]) }))}
        />
        <Select
          name="state"
          label={label.state}
          value={filters.state}
          options={[
            { value: '', label: t({ id: 'bo.matches.anyState', message: 'Any state' }) },
            ...MATCH_STATES.map((s) => ({ value: s, label: i18n._(MATCH_STATE_LABELS[s]) })),
          ]}
        />
        <Field
          name="q"
          label={t({ id: 'bo.matches.search', message: 'Team, league or code' })}
          defaultValue={filters.q}
        />
        <DateRangeFields filters={filters} />
      </FilterForm>
      <ServerTable
        view={view}
        caption={t({ id: 'bo.matches.title', message: 'Sports and cricket' })}
        empty={t({ id: 'bo.matches.empty', message: 'No matches match' })}
        columns={[
          { key: 'league', label: label.match, kind: 'text', sortable: true },
          { key: 'kickoff', label: label.kickoff, kind: 'text', sortable: true },
          { key: 'state', label: label.state, kind: 'text' },
          { key: 'score', label: label.score, kind: 'number' },
          { key: 'openBets', label: label.openBets, kind: 'number' },
          { key: 'openStake', label: label.openStake, kind: 'number' },
          { key: 'actions', label: label.actions, kind: 'text' },
        ]}
      >
        {(rows) =>
          rows.map((m) => (
            <tr key={`${m.sport}:${m.id}`}>
              <Td label={label.match}>
                {m.home} – {m.away}
                <br />
                <span className={styles.muted}>
                  {m.league} · <span className="tabular">{m.code}</span>
                </span>
              </Td>
              <Td label={label.kickoff} className={`tabular ${styles.nowrap}`}>
                {dateTime.format(new Date(m.kickoff))}
              </Td>
              <Td label={label.state}>
                <span className={`${styles.pill} ${local.state}`} data-match-state={m.state}>
                  {i18n._(MATCH_STATE_LABELS[m.state])}
                </span>
              </Td>
              <Td label={label.score} className={`tabular ${styles.num}`}>
                {m.score ?? '—'}
              </Td>
              <Td label={label.openBets} className={`tabular ${styles.num}`}>
                {m.openBets}
              </Td>
              {/* Not nowrap: on a phone the class would keep the long column name on one line too. */}
              <Td label={label.openStake} className={`tabular ${styles.num}`}>
                {amountFigure(m.openStake, 'USDT')}
              </Td>
              <Td label={label.actions}>
                {actionsFor(m).length > 0 ? (
                  <span className={styles.rowActions}>
                    {actionsFor(m).map((action) => (
                      <Button
                        key={action}
                        variant={buttons[action].variant}
                        aria-label={`${buttons[action].text}: ${m.home} – ${m.away}`}
                        onClick={() => setActing({ row: m, action })}
                      >
                        {buttons[action].text}
                      </Button>
                    ))}
                  </span>
                ) : (
                  '—'
                )}
              </Td>
            </tr>
          ))
        }
      </ServerTable>
      {acting ? (
        <MatchActionDialog match={acting.row} action={acting.action} onClose={() => setActing(null)} />
      ) : null}
    </>
  )
}
