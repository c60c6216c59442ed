import { subscribe } from 'valtio'
import { applyEstimate, centsText, type ShownEstimate } from '../../../../workers/engine/index.ts'
import { bets, slipInput } from '../../../state/sports.ts'

const ZERO: ShownEstimate = { min: centsText(0n), max: centsText(0n) }

function show(next: ShownEstimate) {
  bets.minEstimatedAmount = next.min
  bets.maxEstimatedAmount = next.max
}

/** The slip (serialised) the shown estimate should be for, and the one the worker was last asked. */
let wanted = ''
let asked = ''
let running = false

/**
 * Asks the worker for the latest slip, one call at a time: a slip changed while the worker is
 * busy is asked for once the answer comes, and answers for a slip that has since changed are
 * dropped (spec §4 rules through applyEstimate).
 */
async function ask() {
  if (running) return
  running = true
  while (wanted && asked !== wanted) {
    const key = wanted
    asked = key
    try {
      // The engine's bridge (and comlink) loads with the first pick, not with every page.
      const { engine } = await import('../../../engine/client.ts')
      const next = await engine.estimateSlip(JSON.parse(key))
      if (key !== wanted) continue
      show(applyEstimate({ min: bets.minEstimatedAmount, max: bets.maxEstimatedAmount }, next))
      bets.permutationAmount = next.combinations
    } catch {
      if (key === wanted) show(ZERO)
    }
  }
  running = false
}

function refresh() {
  const { input } = slipInput(bets)
  const key = input ? JSON.stringify(input) : ''
  if (key === wanted) return
  wanted = key
  asked = ''
  if (!key) show(ZERO)
  else void ask()
}

/**
 * The slip's estimate, worked out once per change of the slip whoever shows it (the slip, the
 * slip button with the drawer closed, the phone panel's height): this module follows the slip
 * store from the moment the shell loads.
 */
subscribe(bets, refresh)
refresh()
