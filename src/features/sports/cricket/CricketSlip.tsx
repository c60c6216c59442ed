import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../../api/errors.ts'
import { Button, IconButton } from '../../../components/Button/index.tsx'
import { ConfirmModal } from '../../../components/ConfirmModal/index.tsx'
import { Icon } from '../../../components/Icon/index.tsx'
import { Modal } from '../../../components/Modal/index.tsx'
import { categoryLabel, cricketPickLabel } from '../../../shared/bets/cricketLabels.ts'
import { warningText } from '../../../shared/bets/warningText.ts'
import { useDisplayCurrency } from '../../../shared/money/useDisplayCurrency.ts'
import { isOffline, useOnline } from '../../../shared/offline/connection.ts'
import { confirmIntent, keepIntent, useIntent } from '../../../shared/offline/intent.ts'
import {
  type CricketMatchInfo,
  clearCricketSlip,
  cricket,
  setCricketAmount,
  toggleCricketPick,
  updateCricketOdds,
} from '../../../state/cricket.ts'
import { gameConfigQuery } from '../api.ts'
import { PlaceOrLogin } from '../slip/PlaceOrLogin.tsx'
import { type Receipt, receipt } from '../slip/receipt.ts'
import styles from '../slip/Slip.module.css'
import { type CricketOddsChange, type PlacedCricketSlip, useCreateCricketBet } from './api.ts'
import { cricketSlipTotals } from './totals.ts'

/** The cricket slip's offline intent (src/shared/offline/intent.ts) and its money action. */
const OFFLINE_SCOPE = 'cricket'
const CREATE_PATH = 'cricketAPI/betData/create'

const lineOf = (slipLabel: string) => Number(/[\d.]+$/.exec(slipLabel)?.[0] ?? 0)

/** The receipt of a cricket slip just taken: the server's bet number, each bet at its odd and amount. */
function cricketReceipt(
  i18n: I18n,
  placed: PlacedCricketSlip,
  info: Readonly<Record<string, Readonly<CricketMatchInfo>>>,
): Receipt {
  return {
    game: 'cricket',
    betId: placed.bet_id,
    placedAt: new Date().toISOString(),
    bets: placed.bets,
    stake: placed.total_price,
    maxPayout: placed.max_payout,
    currency: placed.currency,
    legs: placed.picks.map((p) => {
      const teams = info[p.matchId] ?? { home: '', away: '' }
      return {
        match: teams.home ? `${teams.home} – ${teams.away}` : p.matchId,
        pick: `${categoryLabel(i18n, p.category)}: ${cricketPickLabel(i18n, p.betId, teams, p.line ?? lineOf(p.slipLabel))}`,
        odds: p.odd.toFixed(2),
        amount: p.amount,
      }
    }),
  }
}

/** The cricket slip: singles with their own amounts, what they cost and can return, and placing. */
export function CricketSlip() {
  const { t, i18n } = useLingui()
  const snap = useSnapshot(cricket)
  const display = useDisplayCurrency()
  const limits = useQuery(gameConfigQuery('cricket'))
  const create = useCreateCricketBet()
  const [confirming, setConfirming] = useState(false)
  const [changes, setChanges] = useState<CricketOddsChange[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const online = useOnline()
  const intent = useIntent(OFFLINE_SCOPE)
  const lines = snap.slip.flatMap((m) =>
    Object.entries(m.bets).map(([betId, b]) => ({ matchId: m.matchId, betId, ...b })),
  )
  if (lines.length === 0) return null
  const { total, returns, warnings } = cricketSlipTotals(lines, limits.data, display)

  const body = () => ({
    matches: snap.slip.map((m) => ({
      matchId: m.matchId,
      bets: Object.fromEntries(
        Object.entries(m.bets).map(([id, b]) => [id, { ...b, amount: String(b.amount) }]),
      ),
    })),
  })
  /** Offline nothing is sent: the slip is kept as the player's intent, placed once back. */
  const keepOffline = () => {
    setConfirming(false)
    setError(null)
    keepIntent(OFFLINE_SCOPE, CREATE_PATH, body(), null)
  }

  const submit = async () => {
    if (isOffline()) return keepOffline()
    setError(null)
    const request = body()
    const send = () => create.mutateAsync({ body: request })
    try {
      // Back online the server re-prices it: moved odds come back as oddsChanged, shown below
      // before anything is taken; the placement goes out under the intent's key.
      const placed = intent ? await confirmIntent(OFFLINE_SCOPE, intent, request, send) : await send()
      // The receipt takes the slip's place, as a sports slip's does (no toast).
      receipt.shown = cricketReceipt(i18n, placed, snap.info)
      clearCricketSlip()
    } catch (err) {
      if (err instanceof ApiError && err.message === 'oddsChanged')
        setChanges((err.data as { changes: CricketOddsChange[] }).changes)
      else setError(err instanceof ApiError ? err.message : 'somethingWentWrong')
    } finally {
      setConfirming(false)
    }
  }

  return (
    <section className={styles.slip} aria-label={t({ id: 'game.cricket', message: 'Cricket' })}>
      <div className={styles.slipHead}>
        <strong>{t({ id: 'game.cricket', message: 'Cricket' })}</strong>
        <button type="button" className={styles.clear} onClick={clearCricketSlip}>
          <Trans id="betslip.clear">Clear all</Trans>
        </button>
      </div>
      <ul className={styles.matches}>
        {snap.slip.map((m) => {
          const info = snap.info[m.matchId] ?? { home: '', away: '', league: '', startTime: '' }
          return (
            <li key={m.matchId} className={styles.match}>
              <p className={styles.matchTeams}>
                {info.home} <span className={styles.dim}>vs</span> {info.away}
              </p>
              {Object.entries(m.bets).map(([betId, b]) => {
                const name = `${categoryLabel(i18n, betId.split(':')[0] ?? '')}: ${cricketPickLabel(i18n, betId, info, lineOf(b.slipLabel))}`
                return (
                  <div key={betId} className={styles.cricketBet}>
                    <span>
                      {name} <span className="tabular">@{b.odd.toFixed(2)}</span>
                    </span>
                    <input
                      className={styles.multipleInput}
                      inputMode="decimal"
                      aria-label={t({ id: 'cricket.amountFor', message: `Amount for ${name}` })}
                      value={String(b.amount)}
                      onChange={(e) =>
                        setCricketAmount(m.matchId, betId, Number(e.target.value.replace(/[^\d.]/g, '')) || 0)
                      }
                    />
                    <IconButton
                      label={t({ id: 'betslip.removePick', message: `Remove ${name}` })}
                      onClick={() => toggleCricketPick({ matchId: m.matchId, ...info }, betId, b)}
                    >
                      <Icon name="close" size={16} />
                    </IconButton>
                  </div>
                )
              })}
            </li>
          )
        })}
      </ul>
      <dl className={styles.totals}>
        <dt>{t({ id: 'betslip.stake', message: 'Stake' })}</dt>
        <dd className="tabular">{display.money(total)}</dd>
        <dt>{t({ id: 'betslip.maxPayout', message: 'Maximum payout' })}</dt>
        <dd className="tabular">{display.money(returns)}</dd>
      </dl>
      {[...warnings, ...(error ? [{ key: error }] : [])].map((w) => (
        <p key={w.key} className={styles.warning} role="alert">
          {warningText(i18n, w, display.money)}
        </p>
      ))}
      {intent && !online ? (
        <p className={styles.offline} role="status">
          <Trans id="offline.slipKept">
            You are offline, so the bet was not placed. Your slip is kept: when the connection returns you
            will see what changed before you place it.
          </Trans>
        </p>
      ) : null}
      <PlaceOrLogin
        isAuthorized={display.isAuthorized}
        disabled={online ? warnings.length > 0 || !limits.data : lines.length === 0}
        onPlace={() => (isOffline() ? keepOffline() : setConfirming(true))}
      />
      <ConfirmModal
        open={confirming}
        title={t({ id: 'betslip.confirmTitle', message: 'Confirm your bet' })}
        okLabel={<Trans id="betslip.place">Place bet</Trans>}
        busy={create.isPending}
        onOk={submit}
        onCancel={() => setConfirming(false)}
      >
        <dl className={styles.totals}>
          <dt>{t({ id: 'mybets.bets', message: 'Bets' })}</dt>
          <dd className="tabular">{lines.length}</dd>
          <dt>{t({ id: 'betslip.stake', message: 'Stake' })}</dt>
          <dd className="tabular">{display.money(total)}</dd>
          <dt>{t({ id: 'betslip.maxPayout', message: 'Maximum payout' })}</dt>
          <dd className="tabular">{display.money(returns)}</dd>
        </dl>
      </ConfirmModal>
      <Modal
        open={changes !== null}
        title={t({ id: 'oddsChanged', message: 'The odds have changed' })}
        onClose={() => setChanges(null)}
      >
        <ul className={styles.changes}>
          {(changes ?? []).map((c) => {
            const before = snap.slip.find((m) => m.matchId === c.matchId)?.bets[c.betId]?.odd
            return (
              <li key={`${c.matchId}:${c.betId}`}>
                <span>{categoryLabel(i18n, c.betId.split(':')[0] ?? '')}</span>
                <span className="tabular">
                  {before?.toFixed(2)} → <strong>{c.odd.toFixed(2)}</strong>
                </span>
              </li>
            )
          })}
        </ul>
        <div className={styles.changeActions}>
          <Button variant="ghost" onClick={() => setChanges(null)}>
            <Trans id="betslip.keepSlip">Keep my slip</Trans>
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              if (changes) updateCricketOdds(changes)
              setChanges(null)
              setConfirming(true)
            }}
          >
            <Trans id="betslip.acceptOdds">Accept new odds</Trans>
          </Button>
        </div>
      </Modal>
    </section>
  )
}
