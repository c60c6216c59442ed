import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { IconButton } from '../../../components/Button/index.tsx'
import { ConfirmModal } from '../../../components/ConfirmModal/index.tsx'
import { Icon } from '../../../components/Icon/index.tsx'
import { categoryLabel, cricketPickLabel } from '../../../shared/bets/cricketLabels.ts'
import { decimalText } from '../../../shared/money/amounts.ts'
import { useDisplayCurrency } from '../../../shared/money/useDisplayCurrency.ts'
import { KeptOffline } from '../../../shared/placement/KeptOffline.tsx'
import type { Receipt } from '../../../shared/placement/receipt.ts'
import { usePlacement } from '../../../shared/placement/usePlacement.ts'
import { LimitsLeft, STAKE_LIMITS } from '../../../shared/protection/LimitsLeft.tsx'
import {
  type CricketMatchInfo,
  clearCricketSlip,
  cricket,
  setCricketAmount,
  toggleCricketPick,
  updateCricketOdds,
} from '../../../state/cricket.ts'
import { gameConfigQuery } from '../api.ts'
import { OddsChangedModal } from '../slip/OddsChangedModal.tsx'
import { PlaceOrLogin } from '../slip/PlaceOrLogin.tsx'
import styles from '../slip/Slip.module.css'
import { Warnings } from '../slip/Warnings.tsx'
import type { CricketOddsChange, PlacedCricketSlip } from './api.ts'
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
  const placement = usePlacement<PlacedCricketSlip, CricketOddsChange>({
    game: 'cricket',
    action: CREATE_PATH,
    scope: OFFLINE_SCOPE,
    request: () => ({ matches: cricket.slip.map((m) => ({ matchId: m.matchId, bets: { ...m.bets } })) }),
    receipt: (placed) => cricketReceipt(i18n, placed, cricket.info),
    clear: clearCricketSlip,
  })
  const { online, intent, confirming, changes } = placement
  const lines = snap.slip.flatMap((m) =>
    Object.entries(m.bets).map(([betId, b]) => ({ matchId: m.matchId, betId, ...b })),
  )
  if (lines.length === 0) return null
  const { total, returns, warnings } = cricketSlipTotals(lines, limits.data, display)
  const moved = changes?.map((c) => ({
    key: `${c.matchId}:${c.betId}`,
    label: categoryLabel(i18n, c.betId.split(':')[0] ?? ''),
    before: snap.slip.find((m) => m.matchId === c.matchId)?.bets[c.betId]?.odd,
    after: c.odd,
  }))

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
                      value={b.amount}
                      onChange={(e) => setCricketAmount(m.matchId, betId, decimalText(e.target.value))}
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
      <Warnings warnings={warnings} refusal={placement.error} money={display.money} />
      {intent && !online ? <KeptOffline what="slip" /> : null}
      <LimitsLeft kinds={STAKE_LIMITS} />
      <PlaceOrLogin
        isAuthorized={display.isAuthorized}
        disabled={online ? warnings.length > 0 || !limits.data : lines.length === 0}
        onPlace={placement.ask}
      />
      <ConfirmModal
        open={confirming}
        title={t({ id: 'betslip.confirmTitle', message: 'Confirm your bet' })}
        okLabel={<Trans id="betslip.place">Place bet</Trans>}
        busy={placement.busy}
        onOk={placement.place}
        onCancel={placement.cancel}
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
      <OddsChangedModal
        moved={moved ?? null}
        onKeep={placement.keepSlip}
        onAccept={() => placement.acceptChanges(updateCricketOdds)}
      />
    </section>
  )
}
