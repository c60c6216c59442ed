import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useSnapshot } from 'valtio'
import { applyEstimate, centsText, type ShownEstimate, type SlipInput } from '#engine/index.ts'
import { bets, slipInput } from '../../../state/sports.ts'

const ZERO: ShownEstimate = { min: centsText(0n), max: centsText(0n) }

/**
 * What the worker works out for one slip input: the same input (whoever shows it: the slip, the
 * slip button with the drawer closed, the phone panel's height) is asked once, and an answer for
 * an input the slip has left is never shown for the new one.
 */
const slipEstimateQuery = (input: SlipInput | null) =>
  queryOptions({
    queryKey: ['slipEstimate', input],
    queryFn: async () => {
      if (!input) throw new Error('no slip')
      // The engine's bridge (and comlink) loads with the first pick, not with every page.
      const { engine } = await import('../../../engine/client.ts')
      // Not aborted when the slip moves on: a finished estimate is cheaper than a restarted worker.
      return engine.estimateSlip(input)
    },
    enabled: input !== null,
    // An input's estimate never changes; the previous input's stays shown while the next is worked out.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })

/**
 * The slip's least and most payout as exact decimal text, by spec §4's rule (applyEstimate): a
 * new maximum replaces the one shown only when above 0, and an unreadable one leaves it.
 */
export function useSlipEstimate(): ShownEstimate {
  const { input } = slipInput(useSnapshot(bets))
  const { data, isError } = useQuery(slipEstimateQuery(input))
  const shown = useRef(ZERO)
  shown.current = !input || isError ? ZERO : data ? applyEstimate(shown.current, data) : shown.current
  return shown.current
}
