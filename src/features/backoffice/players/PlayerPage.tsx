import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Fragment, type ReactNode, useState } from 'react'
import { useSnapshot } from 'valtio'
import { can, type Permission, type PlayerDetail } from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import { Tabs } from '../../../components/Tabs/index.tsx'
import { amountText } from '../../../shared/money/format.ts'
import { meQuery } from '../api.ts'
import styles from '../Backoffice.module.css'
import { PageLink } from '../PageLink.tsx'
import { Td } from '../resource/DataTable.tsx'
import { session } from '../session.ts'
import { type PlayerAction, usePlayer } from './api.ts'
import { AdjustDialog, PlayerActionDialog } from './PlayerActionDialog.tsx'
import { PlayerFlags } from './PlayerFlags.tsx'
import {
  PlayerBets,
  PlayerDeposits,
  PlayerInvitees,
  PlayerLedger,
  PlayerWithdrawals,
} from './PlayerLists.tsx'
import { PlayerProtectionView } from './PlayerProtection.tsx'
import own from './Players.module.css'

type Tab = 'ledger' | 'bets' | 'deposits' | 'withdrawals' | 'invitees' | 'protection'
type Acting = PlayerAction | 'adjust'

/** One player: who they are, their money and sessions, their lists, and what the role may do to them. */
export function PlayerPage({ id }: { id: number }) {
  const { t } = useLingui()
  const player = usePlayer(id)
  const [tab, setTab] = useState<Tab>('ledger')
  const [acting, setActing] = useState<Acting | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const back = (
    <PageLink path="players" className={own.back} exact>
      ← <Trans id="bo.players.back">All players</Trans>
    </PageLink>
  )
  if (player.isPending) return <Skeleton rows={6} height={44} />
  if (player.isError)
    return (
      <>
        {back}
        <ErrorLine error={player.error} onRetry={() => void player.refetch()} />
      </>
    )
  const p = player.data
  const tabs: { key: Tab; label: string }[] = [
    { key: 'ledger', label: t({ id: 'bo.players.tab.ledger', message: 'Ledger' }) },
    { key: 'bets', label: t({ id: 'bo.players.tab.bets', message: 'Bets' }) },
    { key: 'deposits', label: t({ id: 'bo.players.tab.deposits', message: 'Deposits' }) },
    { key: 'withdrawals', label: t({ id: 'bo.players.tab.withdrawals', message: 'Withdrawals' }) },
    { key: 'invitees', label: t({ id: 'bo.players.tab.invitees', message: 'Invited players' }) },
    { key: 'protection', label: t({ id: 'bo.players.tab.protection', message: 'Safer gambling' }) },
  ]
  const done = (message: string) => {
    setActing(null)
    setNotice(message)
  }

  return (
    <>
      <div className={own.head}>
        {back}
        <h1 className={own.heading}>
          {p.account} <span className={`tabular ${own.idTag}`}>#{p.id}</span>
          <PlayerFlags player={p} />
        </h1>
        <PlayerActions player={p} onAct={setActing} />
      </div>
      {notice ? (
        <p className={`${styles.notice} ${own.section}`} role="status">
          {notice}
        </p>
      ) : null}
      <Summary player={p} />
      <Sessions player={p} />
      <Tabs
        items={tabs}
        selected={tab}
        onSelect={setTab}
        label={t({ id: 'bo.players.lists', message: 'Player records' })}
      >
        {tab === 'ledger' ? <PlayerLedger id={id} /> : null}
        {tab === 'bets' ? <PlayerBets id={id} /> : null}
        {tab === 'deposits' ? <PlayerDeposits id={id} /> : null}
        {tab === 'withdrawals' ? <PlayerWithdrawals id={id} /> : null}
        {tab === 'invitees' ? <PlayerInvitees id={id} /> : null}
        {tab === 'protection' ? <PlayerProtectionView id={id} /> : null}
      </Tabs>
      {acting === 'adjust' ? (
        <AdjustDialog player={p} onClose={() => setActing(null)} onDone={done} />
      ) : acting ? (
        <PlayerActionDialog player={p} action={acting} onClose={() => setActing(null)} onDone={done} />
      ) : null}
    </>
  )
}

/** Which permission each action needs (contract/backofficeRoles.ts); the server checks again. */
const PERMISSION_OF: Record<Acting, Permission> = {
  lock: 'players.lock',
  unlock: 'players.lock',
  'end-sessions': 'players.sessions',
  'allow-withdrawals': 'players.withdrawals',
  'disallow-withdrawals': 'players.withdrawals',
  adjust: 'players.adjust',
}

/** Only the actions the operator's role may take, each offered the way it would change the player. */
function PlayerActions({ player, onAct }: { player: PlayerDetail; onAct(action: Acting): void }) {
  const { token } = useSnapshot(session)
  const me = useQuery(meQuery(token)).data
  if (!me) return null
  const labels: Record<Acting, ReactNode> = {
    lock: <Trans id="bo.players.lock">Lock account</Trans>,
    unlock: <Trans id="bo.players.unlock">Unlock</Trans>,
    'end-sessions': <Trans id="bo.players.endSessions">End sessions</Trans>,
    'allow-withdrawals': <Trans id="bo.players.allowWithdrawals">Allow withdrawals</Trans>,
    'disallow-withdrawals': <Trans id="bo.players.disallowWithdrawals">Stop withdrawals</Trans>,
    adjust: <Trans id="bo.players.adjust">Adjust balance</Trans>,
  }
  const offered: Acting[] = [
    player.locked ? 'unlock' : 'lock',
    'end-sessions',
    player.withdrawDisabled ? 'allow-withdrawals' : 'disallow-withdrawals',
    'adjust',
  ]
  const mine = offered.filter((action) => can(me.role, PERMISSION_OF[action]))
  if (mine.length === 0) return null
  return (
    <div className={own.actions}>
      {mine.map((action) => (
        <Button
          key={action}
          variant={action === 'adjust' ? 'primary' : 'secondary'}
          onClick={() => onAct(action)}
        >
          {labels[action]}
        </Button>
      ))}
    </div>
  )
}

function Summary({ player: p }: { player: PlayerDetail }) {
  const { t, i18n } = useLingui()
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : null
  const verified = (at: string | null) => {
    const when = date(at)
    return when
      ? t({ id: 'bo.players.verifiedAt', message: `verified ${when}` })
      : t({ id: 'bo.players.notVerified', message: 'not verified' })
  }
  const none = t({ id: 'bo.players.none', message: 'None' })
  return (
    <div className={own.cards}>
      <section className={styles.card} aria-labelledby="player-profile">
        <h2 id="player-profile" className={own.cardTitle}>
          <Trans id="bo.players.profile">Profile</Trans>
        </h2>
        <dl className={own.facts}>
          <dt>
            <Trans id="bo.players.nickname">Nickname</Trans>
          </dt>
          <dd>{p.nickname}</dd>
          <dt>
            <Trans id="bo.players.realName">Real name</Trans>
          </dt>
          <dd>{p.realName ?? none}</dd>
          <dt>
            <Trans id="bo.players.email">E-mail</Trans>
          </dt>
          <dd>{p.email ? `${p.email} (${verified(p.emailVerifiedAt)})` : none}</dd>
          <dt>
            <Trans id="bo.players.mobile">Mobile</Trans>
          </dt>
          <dd>{p.mobile ? `${p.mobile} (${verified(p.mobileVerifiedAt)})` : none}</dd>
          <dt>
            <Trans id="bo.players.kind">Kind</Trans>
          </dt>
          <dd>
            {p.role === 2 ? (
              <Trans id="bo.players.agent">Agent</Trans>
            ) : (
              <Trans id="bo.players.player">Player</Trans>
            )}
          </dd>
          <dt>
            <Trans id="bo.players.registered">Registered</Trans>
          </dt>
          <dd className="tabular">{date(p.createdAt)}</dd>
          {p.lockedAt ? (
            <>
              <dt>
                <Trans id="bo.players.lockedSince">Locked since</Trans>
              </dt>
              <dd className="tabular">{date(p.lockedAt)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="player-money">
        <h2 id="player-money" className={own.cardTitle}>
          <Trans id="bo.players.balance">Balance</Trans>
        </h2>
        <p className={own.balance}>{amountText(p.balance, 'USDT')}</p>
        {p.balances
          .filter((b) => b.currency !== 'USDT')
          .map((b) => (
            <p key={b.currency} className="tabular">
              {amountText(b.balance, b.currency)}
            </p>
          ))}
        <dl className={own.facts}>
          <dt>
            <Trans id="bo.players.bonusBalance">Bonus money</Trans>
          </dt>
          <dd className="tabular">{amountText(p.bonus.balance, 'USDT')}</dd>
          {p.bonus.open.map((b) => (
            <Fragment key={b.id}>
              <dt>
                <Trans id="bo.players.openBonus">Open bonus #{b.id}</Trans>
              </dt>
              <dd className="tabular">
                <Trans id="bo.players.openBonusWagering">
                  {amountText(b.amount, 'USDT')}: wagered {amountText(b.wagered, 'USDT')} of{' '}
                  {amountText(b.required, 'USDT')}, until {date(b.expiresAt)}
                </Trans>
              </dd>
            </Fragment>
          ))}
          <dt>
            <Trans id="bo.players.currency">Display currency</Trans>
          </dt>
          <dd>{p.currency}</dd>
          <dt>
            <Trans id="bo.players.withdrawals">Withdrawals</Trans>
          </dt>
          <dd>
            {p.withdrawDisabled ? (
              <Trans id="bo.players.withdrawalsOff">Not allowed</Trans>
            ) : (
              <Trans id="bo.players.withdrawalsOn">Allowed</Trans>
            )}
          </dd>
          <dt>
            <Trans id="bo.players.payPassword">Payment password</Trans>
          </dt>
          <dd>
            {p.payPasswordSet ? (
              <Trans id="bo.players.set">Set</Trans>
            ) : (
              <Trans id="bo.players.notSet">Not set</Trans>
            )}
          </dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="player-invites">
        <h2 id="player-invites" className={own.cardTitle}>
          <Trans id="bo.players.invites">Invitations</Trans>
        </h2>
        <dl className={own.facts}>
          <dt>
            <Trans id="bo.players.invitedBy">Invited by</Trans>
          </dt>
          <dd>
            {p.invitedBy ? (
              <PageLink path={`players/${p.invitedBy.id}`} className={own.link}>
                {p.invitedBy.account}
              </PageLink>
            ) : (
              none
            )}
          </dd>
          <dt>
            <Trans id="bo.players.inviteCode">Invite code</Trans>
          </dt>
          <dd className="tabular">{p.inviteCode}</dd>
          <dt>
            <Trans id="bo.players.inviteeCount">Players invited</Trans>
          </dt>
          <dd className="tabular">{p.inviteeCount}</dd>
        </dl>
      </section>
    </div>
  )
}

function Sessions({ player }: { player: PlayerDetail }) {
  const { t, i18n } = useLingui()
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = {
    started: t({ id: 'bo.players.session.started', message: 'Signed in' }),
    last: t({ id: 'bo.players.session.last', message: 'Last refreshed' }),
    expires: t({ id: 'bo.players.session.expires', message: 'Ends at the latest' }),
  }
  const count = player.sessions.length
  return (
    <section className={own.section} aria-labelledby="player-sessions">
      <h2 id="player-sessions" className={styles.subtitle}>
        <Trans id="bo.players.sessions">Sessions ({count})</Trans>
      </h2>
      {player.sessions.length === 0 ? (
        <p className={styles.muted}>
          <Trans id="bo.players.noSessions">Not signed in anywhere.</Trans>
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {t({ id: 'bo.players.sessionsCaption', message: 'Sessions' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{label.started}</th>
                <th scope="col">{label.last}</th>
                <th scope="col">{label.expires}</th>
              </tr>
            </thead>
            <tbody>
              {player.sessions.map((s) => (
                <tr key={s.id}>
                  <Td label={label.started} className="tabular">
                    {dateTime.format(new Date(s.startedAt))}
                  </Td>
                  <Td label={label.last} className="tabular">
                    {dateTime.format(new Date(s.lastRefreshAt))}
                  </Td>
                  <Td label={label.expires} className="tabular">
                    {dateTime.format(new Date(s.expiresAt))}
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
