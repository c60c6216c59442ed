import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { startTransition, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { toWire } from '#contract/pick.ts'
import { type SlipMatch, SPORT_GAMES, slipSelections } from '#engine/index.ts'
import { Button, IconButton } from '../../../components/Button/index.tsx'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { Icon } from '../../../components/Icon/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import { kickoffText } from '../../../shared/bets/lobby.ts'
import { handicapFor, kindLabel, parlayName, pickLabel } from '../../../shared/bets/pickLabels.ts'
import { KeptOffline } from '../../../shared/placement/KeptOffline.tsx'
import { ReceiptView } from '../../../shared/placement/ReceiptView.tsx'
import { type Receipt, receipt } from '../../../shared/placement/receipt.ts'
import { usePlacement } from '../../../shared/placement/usePlacement.ts'
import { LimitsLeft, STAKE_LIMITS } from '../../../shared/protection/LimitsLeft.tsx'
import { cricket } from '../../../state/cricket.ts'
import {
  bets,
  clearSlip,
  removeSlipMatch,
  removeSlipSelection,
  setParlayOptions,
  toggleParlayOption,
  updateSlipOdds,
} from '../../../state/sports.ts'
import { ui } from '../../../state/ui.ts'
import type { OddsChange, PlacedSlip } from '../api.ts'
import { CricketSlip } from '../cricket/CricketSlip.tsx'
import { CombinationList } from './CombinationList.tsx'
import { OddsChangedModal } from './OddsChangedModal.tsx'
import { OfflineReview } from './OfflineReview.tsx'
import { PlaceOrLogin } from './PlaceOrLogin.tsx'
import { PlaceSlipModal } from './PlaceSlipModal.tsx'
import styles from './Slip.module.css'
import { Totals } from './Totals.tsx'
import { type SlipView, useSlip } from './useSlip.ts'
import { Warnings } from './Warnings.tsx'

const QUICK_MULTIPLES = ['1', '5', '10', '50', '100']
/** The sports slip's offline intent (src/shared/offline/intent.ts). */
const OFFLINE_SCOPE = 'sports'

function Selections({ view }: { view: SlipView }) {
  const { t, i18n } = useLingui()
  const { snap } = view
  return (
    <ul className={styles.matches}>
      {snap.betSlipList.map((m) => (
        <li key={m.match_id} className={styles.match}>
          <div className={styles.matchHead}>
            <div>
              <p className={styles.matchTeams}>
                {m.home_name} <span className={styles.dim}>vs</span> {m.away_name}
              </p>
              <p className={styles.dim}>
                {m.league_name}
                {m.match_start_time ? ` · ${kickoffText(m.match_start_time, i18n.locale)}` : ''}
              </p>
            </div>
            <IconButton
              label={t({ id: 'betslip.removeMatch', message: 'Remove this match' })}
              onClick={() => removeSlipMatch(m.match_id)}
            >
              <Icon name="close" size={18} />
            </IconButton>
          </div>
          {m.betSlipLabelArray.map((l) => (
            <div key={l.key} className={styles.label}>
              <span className={styles.dim}>{kindLabel(i18n, snap.selectedGame, l.key)}</span>
              <ul className={styles.picks}>
                {l.labelValueArray.map((v) => {
                  const name = pickLabel(i18n, l.key, v.key, {
                    handicap: handicapFor(snap.selectedGame, l.key, m.handicap_val),
                    line: v.line,
                  })
                  return (
                    <li key={v.key} className={styles.pick}>
                      <span>{name}</span>
                      <span className="tabular">@{v.odds.toFixed(2)}</span>
                      <button
                        type="button"
                        className={styles.removePick}
                        aria-label={t({ id: 'betslip.removePick', message: `Remove ${name}` })}
                        onClick={() => removeSlipSelection(m.match_id, l.key, v.key)}
                      >
                        <Icon name="close" size={14} />
                      </button>
                    </li>
                  )
                })}
              </ul>
            </div>
          ))}
        </li>
      ))}
    </ul>
  )
}

/** Spec §3 parlay options: single match, then 2..15 String 1 as far as the picks allow, and M串N. */
function ParlayOptions({ view }: { view: SlipView }) {
  const { t, i18n } = useLingui()
  const matches = view.snap.betSlipList.length
  const sizes = Array.from({ length: Math.min(15, Math.max(1, matches)) }, (_, i) => i + 1)
  return (
    <fieldset className={styles.options}>
      <legend className={styles.legend}>{t({ id: 'betslip.parlay', message: 'Parlay' })}</legend>
      <div className={styles.chips}>
        {sizes.map((k) => (
          <label key={k} className={styles.chip} data-disabled={!view.allowed.includes(k) || undefined}>
            <input
              type="checkbox"
              checked={view.strings.includes(k)}
              disabled={!view.allowed.includes(k)}
              onChange={() => toggleParlayOption(k)}
            />
            {parlayName(i18n, k)}
          </label>
        ))}
      </div>
      {view.presets.some((p) => p.combinations > 1) ? (
        <fieldset className={styles.chips}>
          <legend className={styles.srOnly}>
            {t({ id: 'betslip.presets', message: 'Combined parlays' })}
          </legend>
          {/* A preset of one bet is the same as its "n String 1" box above. */}
          {view.presets
            .filter((p) => p.combinations > 1)
            .map((p) => {
              const on =
                p.strings.length === view.strings.length && p.strings.every((k) => view.strings.includes(k))
              return (
                <button
                  key={p.label}
                  type="button"
                  className={styles.preset}
                  aria-pressed={on}
                  onClick={() => setParlayOptions(p.strings)}
                >
                  {i18n.locale === 'zh'
                    ? p.label
                    : t({ id: 'betslip.preset', message: `${p.matches} matches · ${p.combinations} bets` })}
                </button>
              )
            })}
        </fieldset>
      ) : null}
    </fieldset>
  )
}

function Multiple({ view }: { view: SlipView }) {
  const { t } = useLingui()
  return (
    <div className={styles.multiple}>
      <label className={styles.legend}>
        {t({ id: 'betslip.multiple', message: 'Multiple' })}
        <input
          className={styles.multipleInput}
          inputMode="numeric"
          value={view.snap.castValue}
          onChange={(e) => {
            bets.castValue = e.target.value.replace(/\D/g, '').slice(0, 7)
          }}
        />
      </label>
      <div className={styles.chips}>
        {QUICK_MULTIPLES.map((q) => (
          <button
            key={q}
            type="button"
            className={styles.preset}
            aria-pressed={view.snap.castValue === q}
            onClick={() => {
              bets.castValue = q
            }}
          >
            ×{q}
          </button>
        ))}
      </div>
    </div>
  )
}

/**
 * The sports bet slip (spec §2, §3): selections grouped by match, parlay options, multiple,
 * live estimates from the worker, warnings, and placing with a confirmation step.
 */
/** The receipt of a slip just taken: the server's bet number, odds and amounts, the slip's names. */
function receiptFrom(i18n: I18n, view: SlipView, placed: PlacedSlip): Receipt {
  const game = view.snap.selectedGame
  return {
    game,
    betId: placed.bet_id,
    placedAt: new Date().toISOString(),
    bets: placed.combinations,
    parlay: {
      names: view.strings.map((k) => parlayName(i18n, k)).join(', '),
      multiple: view.multiple,
      minPayout: placed.min_payout,
    },
    stake: placed.total_price,
    maxPayout: placed.max_payout,
    currency: placed.currency,
    legs: placed.selections.map((s) => {
      const m = view.snap.betSlipList.find((e) => e.match_id === s.match_id)
      const pick = pickLabel(i18n, s.kind, s.name, {
        handicap: handicapFor(game, s.kind, m?.handicap_val),
        line: s.line,
      })
      return {
        match: m ? `${m.home_name} – ${m.away_name}` : s.match_id,
        pick: `${kindLabel(i18n, game, s.kind)}: ${pick}`,
        odds: s.odds.toFixed(2),
      }
    }),
  }
}

/** The picks the server answered oddsChanged for, with their odds on the slip and now. */
function movedPrices(i18n: I18n, view: SlipView, changes: readonly OddsChange[] | null) {
  if (!changes) return null
  return changes.map((c) => {
    const match = view.snap.betSlipList.find((m) => m.match_id === c.match_id)
    const before = match?.betSlipLabelArray
      .find((l) => l.key === c.kind)
      ?.labelValueArray.find((v) => v.key === c.name)?.odds
    const pick = pickLabel(i18n, c.kind, c.name, {
      handicap: handicapFor(view.snap.selectedGame, c.kind, match?.handicap_val),
    })
    return {
      key: `${c.match_id}:${c.kind}:${c.name}`,
      label: `${match ? `${match.home_name} – ${match.away_name}: ` : ''}${pick}`,
      before,
      after: c.odds,
    }
  })
}

export function BetSlip() {
  const { t, i18n } = useLingui()
  const view = useSlip()
  const game = view.snap.selectedGame
  const placement = usePlacement<PlacedSlip, OddsChange>({
    game,
    action: `${game}/bet`,
    scope: OFFLINE_SCOPE,
    // Read from the store, not the render's snapshot: the review may have just re-priced the slip.
    request: () => ({
      selections: slipSelections(bets.betSlipList as SlipMatch[]).map(toWire),
      strings: view.strings,
      multiple: view.multiple,
    }),
    receipt: (placed) => receiptFrom(i18n, view, placed),
    clear: clearSlip,
  })
  const { online, intent, confirming, changes } = placement
  if (view.snap.betSlipList.length === 0) return null
  const blocking = view.warnings.length > 0 || !view.input || !view.limitsLoaded

  return (
    <section className={styles.slip} aria-label={t({ id: 'betslip.title', message: 'Bet slip' })}>
      <div className={styles.slipHead}>
        <span className={styles.dim}>
          {t({ id: 'betslip.selections', message: `${view.selections.length} selections` })}
        </span>
        <button type="button" className={styles.clear} onClick={clearSlip}>
          <Trans id="betslip.clear">Clear all</Trans>
        </button>
      </div>
      <Selections view={view} />
      <ParlayOptions view={view} />
      <Multiple view={view} />
      <Totals view={view} />
      <Button
        variant="ghost"
        block
        disabled={!view.input || !Number.isFinite(view.combinations)}
        onClick={() => {
          ui.isBetCombinationListShow = true
        }}
      >
        <Trans id="betslip.showCombinations">Show combinations</Trans>
      </Button>
      <Warnings warnings={view.warnings} refusal={placement.error} money={view.display.money} />
      {view.strings.length === 0 ? (
        <p className={styles.warning} role="alert">
          {i18n._('chooseParlay')}
        </p>
      ) : null}
      {intent && !online ? <KeptOffline what="slip" /> : null}
      <LimitsLeft kinds={STAKE_LIMITS} />
      <PlaceOrLogin
        isAuthorized={view.display.isAuthorized}
        // Offline a tap only keeps the slip: the limits and the balance are checked once back.
        disabled={online ? blocking : !view.input}
        onPlace={placement.ask}
      />
      {intent && online && !confirming && changes === null ? (
        <OfflineReview
          view={view}
          busy={placement.busy}
          onKeep={placement.dropIntent}
          onRemove={(gone) => {
            for (const c of gone)
              if (c.odds === null) removeSlipSelection(c.pick.matchId, c.pick.kind, c.pick.name)
          }}
          onPlace={placement.place}
        />
      ) : null}
      <PlaceSlipModal
        open={confirming}
        view={view}
        busy={placement.busy}
        onCancel={placement.cancel}
        onOk={placement.place}
      />
      <OddsChangedModal
        moved={movedPrices(i18n, view, changes)}
        onKeep={placement.keepSlip}
        onAccept={() => placement.acceptChanges(updateSlipOdds)}
      />
      <CombinationList view={view} />
    </section>
  )
}

/** The receipt if a sports or cricket slip was placed: its game is one of the slip's. */
const slipReceipt = <R extends { readonly game: string }>(r: R | null) =>
  r && (r.game === 'cricket' || (SPORT_GAMES as readonly string[]).includes(r.game)) ? r : null

/** The drawer's content: the cricket slip and the sports slip, or how to start one. */
export function SlipPanel() {
  const sports = useSnapshot(bets).betSlipList.length
  const games = useSnapshot(cricket).slip.length
  // A full slip is a large tree: the drawer opens at once and its content renders in a
  // transition, which React splits into short slices, so the tap never blocks the page.
  const [ready, setReady] = useState(false)
  useEffect(() => startTransition(() => setReady(true)), [])
  // A Mark Six or racing ticket's receipt is shown where its ticket was, never in the slip.
  const shown = slipReceipt(useSnapshot(receipt).shown)
  const counted = useRef({ sports, games })
  // A new pick starts a new slip: the last receipt is done with, and so is one whose own slip
  // (sports or cricket) has picks again.
  useEffect(() => {
    const added = sports > counted.current.sports || games > counted.current.games
    counted.current = { sports, games }
    const last = slipReceipt(receipt.shown)
    const own = last && (last.game === 'cricket' ? games : sports)
    if (added || own) receipt.shown = null
  }, [sports, games])
  if (!ready) return <Skeleton rows={3} />
  // The receipt takes the place of the slip it was placed from; the other slip stays as it was.
  if (shown?.game === 'cricket' && games === 0)
    return (
      <>
        <ReceiptView shown={shown as Receipt} />
        {sports > 0 ? <BetSlip /> : null}
      </>
    )
  if (shown && shown.game !== 'cricket' && sports === 0)
    return (
      <>
        {games > 0 ? <CricketSlip /> : null}
        <ReceiptView shown={shown as Receipt} />
      </>
    )
  if (sports === 0 && games === 0)
    return (
      <EmptyState icon="ticket" title={<Trans id="betslip.empty">Your bet slip is empty</Trans>}>
        <Trans id="betslip.emptyHint">Pick odds on a match to add a selection.</Trans>
      </EmptyState>
    )
  return (
    <>
      <CricketSlip />
      <BetSlip />
    </>
  )
}
