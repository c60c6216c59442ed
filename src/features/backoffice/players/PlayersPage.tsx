import { Trans, useLingui } from '@lingui/react/macro'
import type { PlayerRow } from '#contract/backofficeRoles.ts'
import { Field } from '../../../components/Field/index.tsx'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from '../Backoffice.module.css'
import { PageLink } from '../PageLink.tsx'
import { Td } from '../resource/DataTable.tsx'
import { FilterForm, ServerTable, useServerList } from '../resource/PagedList.tsx'
import { usePlayers } from './api.ts'
import { PlayerFlags } from './PlayerFlags.tsx'
import own from './Players.module.css'

type SortKey = 'id' | 'account' | 'createdAt'
const START = { q: '' }

/** Support, finance and admin find a player by account, e-mail, mobile or id; the server pages. */
export function PlayersPage() {
  const { t, i18n } = useLingui()
  const view = useServerList<PlayerRow, typeof START, SortKey>(usePlayers, {
    start: START,
    sort: { sort: 'id', order: 'desc' },
  })
  const { filters } = view
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })
  const label = {
    id: t({ id: 'bo.players.id', message: 'ID' }),
    account: t({ id: 'bo.players.account', message: 'Account' }),
    contact: t({ id: 'bo.players.contact', message: 'E-mail / mobile' }),
    balance: t({ id: 'bo.players.balanceUsdt', message: 'Balance (USDT)' }),
    status: t({ id: 'bo.players.status', message: 'Status' }),
    registered: t({ id: 'bo.players.registered', message: 'Registered' }),
  }

  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.players.title">Players</Trans>
      </h1>
      <FilterForm view={view}>
        <Field
          name="q"
          type="search"
          label={t({ id: 'bo.players.search', message: 'Account, e-mail, mobile or ID' })}
          defaultValue={filters.q}
          autoCapitalize="none"
          maxLength={64}
        />
      </FilterForm>
      <ServerTable
        view={view}
        caption={t({ id: 'bo.players.title', message: 'Players' })}
        empty={t({ id: 'bo.players.empty', message: 'No players match' })}
        columns={[
          { key: 'id', label: label.id, kind: 'number', sortable: true },
          { key: 'account', label: label.account, kind: 'text', sortable: true },
          { key: 'contact', label: label.contact, kind: 'text' },
          { key: 'balance', label: label.balance, kind: 'number' },
          { key: 'status', label: label.status, kind: 'text' },
          { key: 'createdAt', label: label.registered, kind: 'text', sortable: true },
        ]}
      >
        {(rows) =>
          rows.map((p) => (
            <tr key={p.id}>
              <Td label={label.id} className={`tabular ${styles.num}`}>
                {p.id}
              </Td>
              <Td label={label.account}>
                <PageLink path={`players/${p.id}`} className={own.link}>
                  {p.account}
                </PageLink>
                {p.nickname !== p.account ? <span className={own.sub}>{p.nickname}</span> : null}
              </Td>
              <Td label={label.contact} className={styles.breakAll}>
                {p.email ?? ''}
                {p.email && p.mobile ? <br /> : null}
                {p.mobile ?? ''}
                {p.email || p.mobile ? null : '—'}
              </Td>
              <Td label={label.balance} className={`tabular ${styles.num} ${own.nowrap}`}>
                {amountFigure(p.balance, 'USDT')}
              </Td>
              <Td label={label.status}>
                <PlayerFlags player={p} />
              </Td>
              <Td label={label.registered} className={`tabular ${own.nowrap}`}>
                {date.format(new Date(p.createdAt))}
              </Td>
            </tr>
          ))
        }
      </ServerTable>
    </>
  )
}
