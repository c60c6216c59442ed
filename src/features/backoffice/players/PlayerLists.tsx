import { useLingui } from '@lingui/react/macro'
import {
  DEPOSIT_STATUSES,
  type DepositStatus,
  PLAYER_BET_PRODUCTS,
  type PlayerBetRow,
  type PlayerInvitee,
  type PlayerLedgerRow,
  type PlayerPaymentRow,
  type WithdrawalStatus,
} from '#contract/backofficeRoles.ts'
import type { LedgerKind } from '#contract/ledger.ts'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from '../Backoffice.module.css'
import { DEPOSIT_STATUS_LABELS, WITHDRAWAL_STATUS_LABELS } from '../labels.ts'
import { PageLink } from '../PageLink.tsx'
import { Td } from '../resource/DataTable.tsx'
import { FilterForm, ServerTable, useServerList } from '../resource/PagedList.tsx'
import { Select } from '../Select.tsx'
import { betsOf, depositsOf, inviteesOf, ledgerOf, withdrawalsOf } from './api.ts'
import { BET_PRODUCT_LABELS, BET_STATUS_LABELS, LEDGER_KIND_LABELS } from './labels.ts'
import own from './Players.module.css'

const NEWEST = { sort: 'id', order: 'desc' } as const
const NONE = {}
const PAGE = 20
const money = `tabular ${styles.num} ${own.nowrap}`

function useDateTime() {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  return (iso: string) => format.format(new Date(iso))
}

/** Credits in the win colour with a plus, debits in the loss colour: the sign is always written. */
const signed = (amount: string) => (
  <span className={amount.startsWith('-') ? own.negative : own.positive}>
    {amount.startsWith('-') ? '' : '+'}
    {amountFigure(amount, 'USDT')}
  </span>
)

/** Every movement of the wallet with the balance it left, newest first. */
export function PlayerLedger({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const view = useServerList<PlayerLedgerRow, typeof NONE, 'id'>(ledgerOf(id), {
    start: NONE,
    sort: NEWEST,
    pageSize: PAGE,
  })
  const when = useDateTime()
  const label = {
    at: t({ id: 'bo.players.ledger.at', message: 'Time' }),
    kind: t({ id: 'bo.players.ledger.kind', message: 'Kind' }),
    amount: t({ id: 'bo.players.ledger.amount', message: 'Amount (USDT)' }),
    after: t({ id: 'bo.players.ledger.after', message: 'Balance after (USDT)' }),
  }
  return (
    <ServerTable
      view={view}
      caption={t({ id: 'bo.players.tab.ledger', message: 'Ledger' })}
      empty={t({ id: 'bo.players.ledger.empty', message: 'No ledger entries yet' })}
      columns={[
        { key: 'at', label: label.at, kind: 'text' },
        { key: 'kind', label: label.kind, kind: 'text' },
        { key: 'amount', label: label.amount, kind: 'number' },
        { key: 'after', label: label.after, kind: 'number' },
      ]}
    >
      {(rows) =>
        rows.map((e) => (
          <tr key={e.id}>
            <Td label={label.at} className={`tabular ${own.nowrap}`}>
              {when(e.at)}
            </Td>
            <Td label={label.kind}>
              {e.kind in LEDGER_KIND_LABELS ? i18n._(LEDGER_KIND_LABELS[e.kind as LedgerKind]) : e.kind}
            </Td>
            <Td label={label.amount} className={money}>
              {signed(e.amount)}
            </Td>
            <Td label={label.after} className={money}>
              {amountFigure(e.balanceAfter, 'USDT')}
            </Td>
          </tr>
        ))
      }
    </ServerTable>
  )
}

const BETS_START = { product: 'sports' }

/** Bets of one product at a time (sports, cricket, Mark Six and racing), in USDT. */
export function PlayerBets({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const view = useServerList<PlayerBetRow, typeof BETS_START, 'id'>(betsOf(id), {
    start: BETS_START,
    sort: NEWEST,
    pageSize: PAGE,
  })
  const when = useDateTime()
  const label = {
    betNo: t({ id: 'bo.players.bet.number', message: 'Bet no.' }),
    game: t({ id: 'bo.players.bet.game', message: 'Game' }),
    stake: t({ id: 'bo.players.bet.stake', message: 'Stake (USDT)' }),
    payout: t({ id: 'bo.players.bet.payout', message: 'Payout (USDT)' }),
    status: t({ id: 'bo.players.status', message: 'Status' }),
    at: t({ id: 'bo.players.ledger.at', message: 'Time' }),
  }
  return (
    <>
      <FilterForm view={view}>
        <Select
          name="product"
          label={t({ id: 'bo.players.product', message: 'Product' })}
          value={view.filters.product}
          // One product at a time: choosing another shows it at once, no Search needed.
          onChange={(product) => view.filter({ product })}
          options={PLAYER_BET_PRODUCTS.map((p) => ({ value: p, label: i18n._(BET_PRODUCT_LABELS[p]) }))}
        />
      </FilterForm>
      <ServerTable
        view={view}
        caption={t({ id: 'bo.players.tab.bets', message: 'Bets' })}
        empty={t({ id: 'bo.players.bet.empty', message: 'No bets of this product' })}
        columns={[
          { key: 'betNo', label: label.betNo, kind: 'text' },
          { key: 'game', label: label.game, kind: 'text' },
          { key: 'stake', label: label.stake, kind: 'number' },
          { key: 'payout', label: label.payout, kind: 'number' },
          { key: 'status', label: label.status, kind: 'text' },
          { key: 'at', label: label.at, kind: 'text' },
        ]}
      >
        {(rows) =>
          rows.map((b) => (
            <tr key={b.id}>
              <Td label={label.betNo} className={`tabular ${styles.breakAll}`}>
                {b.betNo}
              </Td>
              <Td label={label.game}>{b.game}</Td>
              <Td label={label.stake} className={money}>
                {amountFigure(b.stake, 'USDT')}
              </Td>
              <Td label={label.payout} className={money}>
                {b.payout === null ? '—' : amountFigure(b.payout, 'USDT')}
              </Td>
              <Td label={label.status}>
                <BetStatus status={b.status} />
              </Td>
              <Td label={label.at} className={`tabular ${own.nowrap}`}>
                {when(b.createdAt)}
              </Td>
            </tr>
          ))
        }
      </ServerTable>
    </>
  )
}

function BetStatus({ status }: { status: number }) {
  const { i18n } = useLingui()
  const known = BET_STATUS_LABELS[status]
  return <>{known ? i18n._(known) : status}</>
}

function Payments({ id, kind }: { id: number; kind: 'deposits' | 'withdrawals' }) {
  const { t, i18n } = useLingui()
  const useList = kind === 'deposits' ? depositsOf(id) : withdrawalsOf(id)
  const view = useServerList<PlayerPaymentRow, typeof NONE, 'id'>(useList, {
    start: NONE,
    sort: NEWEST,
    pageSize: PAGE,
  })
  const when = useDateTime()
  const statusLabel = (status: string) =>
    kind === 'deposits'
      ? (DEPOSIT_STATUSES as readonly string[]).includes(status)
        ? i18n._(DEPOSIT_STATUS_LABELS[status as DepositStatus])
        : status
      : status in WITHDRAWAL_STATUS_LABELS
        ? i18n._(WITHDRAWAL_STATUS_LABELS[status as WithdrawalStatus])
        : status
  const label = {
    order: t({ id: 'bo.players.payment.order', message: 'Order no.' }),
    channel: t({ id: 'bo.deposits.channel', message: 'Channel' }),
    amount: t({ id: 'bo.players.ledger.amount', message: 'Amount (USDT)' }),
    status: t({ id: 'bo.players.status', message: 'Status' }),
    at: t({ id: 'bo.players.ledger.at', message: 'Time' }),
  }
  return (
    <ServerTable
      view={view}
      caption={
        kind === 'deposits'
          ? t({ id: 'bo.players.tab.deposits', message: 'Deposits' })
          : t({ id: 'bo.players.tab.withdrawals', message: 'Withdrawals' })
      }
      empty={
        kind === 'deposits'
          ? t({ id: 'bo.players.deposits.empty', message: 'No deposits yet' })
          : t({ id: 'bo.players.withdrawals.empty', message: 'No withdrawals yet' })
      }
      columns={[
        { key: 'order', label: label.order, kind: 'text' },
        { key: 'channel', label: label.channel, kind: 'text' },
        { key: 'amount', label: label.amount, kind: 'number' },
        { key: 'status', label: label.status, kind: 'text' },
        { key: 'at', label: label.at, kind: 'text' },
      ]}
    >
      {(rows) =>
        rows.map((r) => (
          <tr key={r.id}>
            <Td label={label.order} className={`tabular ${styles.breakAll}`}>
              {r.orderNo}
            </Td>
            <Td label={label.channel}>{r.channel}</Td>
            <Td label={label.amount} className={money}>
              {amountFigure(r.amount, 'USDT')}
            </Td>
            <Td label={label.status}>
              <span className={styles.pill}>{statusLabel(r.status)}</span>
            </Td>
            <Td label={label.at} className={`tabular ${own.nowrap}`}>
              {when(r.createdAt)}
            </Td>
          </tr>
        ))
      }
    </ServerTable>
  )
}

export const PlayerDeposits = ({ id }: { id: number }) => <Payments id={id} kind="deposits" />
export const PlayerWithdrawals = ({ id }: { id: number }) => <Payments id={id} kind="withdrawals" />

/** Whom the player invited, each a link to their own page. */
export function PlayerInvitees({ id }: { id: number }) {
  const { t } = useLingui()
  const view = useServerList<PlayerInvitee, typeof NONE, 'id'>(inviteesOf(id), {
    start: NONE,
    sort: NEWEST,
    pageSize: PAGE,
  })
  const when = useDateTime()
  const label = {
    account: t({ id: 'bo.players.account', message: 'Account' }),
    registered: t({ id: 'bo.players.registered', message: 'Registered' }),
  }
  return (
    <ServerTable
      view={view}
      caption={t({ id: 'bo.players.tab.invitees', message: 'Invited players' })}
      empty={t({ id: 'bo.players.invitees.empty', message: 'Has not invited anyone' })}
      columns={[
        { key: 'account', label: label.account, kind: 'text' },
        { key: 'registered', label: label.registered, kind: 'text' },
      ]}
    >
      {(rows) =>
        rows.map((r) => (
          <tr key={r.id}>
            <Td label={label.account}>
              <PageLink path={`players/${r.id}`} className={own.link}>
                {r.account}
              </PageLink>
            </Td>
            <Td label={label.registered} className={`tabular ${own.nowrap}`}>
              {when(r.createdAt)}
            </Td>
          </tr>
        ))
      }
    </ServerTable>
  )
}
