import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  applyEstimate,
  availableStrings,
  centsText,
  combinationCount,
  parlayPresets,
  type ShownEstimate,
  SINGLE_MIN_MULTIPLE,
  type SlipInput,
  type SlipMatch,
  slipSelections,
  textCents,
  UNITS_PER_CENT,
} from '../../../../workers/engine/index.ts'
import { engine } from '../../../engine/client.ts'
import { useDisplayCurrency } from '../../../shared/money/useDisplayCurrency.ts'
import { bets } from '../../../state/sports.ts'
import { gameConfigQuery } from '../api.ts'
import { slipStake, slipWarnings } from './warnings.ts'

/** The engine's exact decimal text (to the cent) as 6-place units, the unit every amount on screen is shown in. */
export const units = (text: string) => textCents(text) * UNITS_PER_CENT

const ZERO: ShownEstimate = { min: centsText(0n), max: centsText(0n) }

/**
 * Asks the worker to estimate the slip as it is now and keeps the answer in the bets state (spec
 * §4 rules); answers for a slip that has since changed are dropped.
 */
/** `key` is the slip serialised, so an equal slip never asks twice. */
function useEstimate(key: string) {
  const [pending, setPending] = useState(false)
  useEffect(() => {
    const set = (next: ShownEstimate) => {
      bets.minEstimatedAmount = next.min
      bets.maxEstimatedAmount = next.max
    }
    if (!key) {
      set(ZERO)
      return
    }
    let current = true
    setPending(true)
    // Not aborted on change: an abort stops the worker, and an estimate takes well under 1 ms.
    engine
      .estimateSlip(JSON.parse(key) as SlipInput)
      .then((next) => {
        if (!current) return
        set(applyEstimate({ min: bets.minEstimatedAmount, max: bets.maxEstimatedAmount }, next))
        bets.permutationAmount = next.combinations
      })
      .catch(() => current && set(ZERO))
      .finally(() => current && setPending(false))
    return () => {
      current = false
    }
  }, [key])
  return pending
}

/**
 * The slip as the player sees it: its selections, the parlays it allows, what it costs, what it
 * can pay (from the worker) and every §5 warning against the game's limits and the balance.
 */
export function useSlip() {
  const snap = useSnapshot(bets)
  const display = useDisplayCurrency()
  const limits = useQuery(gameConfigQuery(snap.selectedGame))
  const selections = useMemo(() => slipSelections(snap.betSlipList as SlipMatch[]), [snap.betSlipList])
  const allowed = useMemo(
    () => availableStrings(snap.selectedGame, selections),
    [snap.selectedGame, selections],
  )
  const presets = useMemo(
    () => parlayPresets(snap.betSlipList.length, allowed),
    [snap.betSlipList.length, allowed],
  )
  const multiple = /^\d{1,7}$/.test(snap.castValue) ? Number(snap.castValue) : 0
  const strings = snap.selectedOptions.filter((k) => allowed.includes(k))
  const input: SlipInput | null =
    selections.length > 0 && strings.length > 0 && multiple > 0
      ? { game: snap.selectedGame, selections, strings, multiple }
      : null
  let combinations = 0
  try {
    combinations = input ? combinationCount(input) : 0
  } catch {
    combinations = Number.POSITIVE_INFINITY
  }
  const pending = useEstimate(input ? JSON.stringify(input) : '')
  const estimate = { min: snap.minEstimatedAmount, max: snap.maxEstimatedAmount, pending }
  const stake = slipStake(multiple, combinations)
  const config = limits.data
  const warnings = slipWarnings({
    input,
    combinations,
    maxPayout: estimate.max,
    limits: config,
    exchange: display.exchange,
    ...(display.isAuthorized && display.balanceLoaded ? { balance: display.available } : {}),
  })
  return {
    snap,
    display,
    selections,
    allowed,
    presets,
    strings,
    multiple,
    input,
    combinations,
    stake,
    estimate,
    warnings,
    singleNeedsMultiple: strings.includes(1) && multiple < SINGLE_MIN_MULTIPLE,
    limitsLoaded: Boolean(config),
  }
}

export type SlipView = ReturnType<typeof useSlip>
