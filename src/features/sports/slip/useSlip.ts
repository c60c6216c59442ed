import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import {
  combinationCount,
  parlayPresets,
  SINGLE_MIN_MULTIPLE,
  type SlipMatch,
  slipSelections,
  textCents,
  UNITS_PER_CENT,
} from '#engine/index.ts'
import { useDisplayCurrency } from '../../../shared/money/useDisplayCurrency.ts'
import { bets, slipInput } from '../../../state/sports.ts'
import { gameConfigQuery } from '../api.ts'
import { useSlipEstimate } from './estimate.ts'
import { slipStake, slipWarnings } from './warnings.ts'

/** The engine's exact decimal text (to the cent) as 6-place units, the unit every amount on screen is shown in. */
export const units = (text: string) => textCents(text) * UNITS_PER_CENT

/**
 * The slip as the player sees it: its selections, the parlays it allows, what it costs, what it
 * can pay (the worker's estimate, a query of the slip's input) and every §5 warning against the game's
 * limits and the balance.
 */
export function useSlip() {
  const snap = useSnapshot(bets)
  const display = useDisplayCurrency()
  const limits = useQuery(gameConfigQuery(snap.selectedGame))
  const selections = useMemo(() => slipSelections(snap.betSlipList as SlipMatch[]), [snap.betSlipList])
  const allowed = snap.allowedStrings
  const presets = useMemo(
    () => parlayPresets(snap.betSlipList.length, allowed),
    [snap.betSlipList.length, allowed],
  )
  const { multiple, strings, input } = slipInput(snap, selections)
  let combinations = 0
  try {
    combinations = input ? combinationCount(input) : 0
  } catch {
    combinations = Number.POSITIVE_INFINITY
  }
  const estimate = useSlipEstimate()
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
