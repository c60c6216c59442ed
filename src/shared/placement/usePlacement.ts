import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { postMoneyAction } from '../../api/moneyAction.ts'
import { balanceQuery } from '../money/queries.ts'
import { isOffline, useOnline } from '../offline/connection.ts'
import { confirmIntent, dropIntent, keepIntent, useIntent } from '../offline/intent.ts'
import { limitsQuery } from '../protection/limits.ts'
import { type Receipt, receipt } from './receipt.ts'

/** What one product (a sports game, cricket, a Mark Six region, a racing game) places, and how. */
export interface Product<Placed, D = null> {
  /** The game whose My bets list holds what is placed (soccer, cricket, hkmarksix, pk10, …). */
  game: string
  /** The money action's path (spec §7), which also names its idempotency key. */
  action: string
  /** The offline intent's scope: one kept slip or ticket per scope. */
  scope: string
  /** The request as the slip is at the moment of sending (a review may just have re-priced it). */
  request(): object
  /** What an intent kept offline remembers to show what changed once back (a ticket's draw and odds). */
  detail?(): D
  /** The receipt of what the server took, shown where the slip or ticket was. */
  receipt(placed: Placed): Receipt
  /** The slip is done with once placed. */
  clear(): void
  /** The refusal's message key; by default the server's own. */
  refusal?(err: unknown): string
}

/** The server's message key, or what a failure without one shows (an unreadable 5xx: serverError). */
const refusalOf = (err: unknown) => (err instanceof ApiError ? errorMessage(err) : 'somethingWentWrong')

/**
 * `Change` is what an oddsChanged refusal lists: each moved price, as the product's server sends it.
 *
 * The one way a slip or ticket is placed, whatever the product. Placing asks first (a
 * confirmation); offline nothing is sent and the request is kept as the player's intent, to
 * confirm once back (src/shared/offline/intent.ts). The request goes out under the money
 * action's idempotency key (src/api/moneyAction.ts): kept across a lost answer and a reload, so a
 * second tap is debited once, renewed after a definite answer. Moved prices come back as
 * `changes` for the player to accept or keep; a placed bet ends with its receipt and a clear slip.
 */
export function usePlacement<Placed, Change = never, D = null>(product: Product<Placed, D>) {
  const client = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [changes, setChanges] = useState<Change[] | null>(null)
  // The refusal belongs to the scope it came from: another region or game starts clean.
  const [refused, setRefused] = useState<{ scope: string; key: string } | null>(null)
  const online = useOnline()
  const intent = useIntent<D>(product.scope)
  const mutation = useMutation({
    mutationFn: (request: object) => postMoneyAction<Placed>(product.action, request),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: balanceQuery.queryKey })
      client.invalidateQueries({ queryKey: ['mybet', product.game] })
    },
    // Placed or refused, the limits' use may have moved (or one was met): read again.
    onSettled: () => client.invalidateQueries({ queryKey: limitsQuery.queryKey }),
  })

  /** Offline nothing is sent: the request is kept as the player's intent, to confirm once back. */
  const keepOffline = () => {
    setConfirming(false)
    setRefused(null)
    keepIntent(product.scope, product.action, product.request(), product.detail?.() ?? null)
  }

  const place = async () => {
    if (isOffline()) return keepOffline()
    setRefused(null)
    const request = product.request()
    const send = () => mutation.mutateAsync(request)
    try {
      // Back online an intent goes out under its own key, whatever the request became.
      const placed = intent ? await confirmIntent(product.scope, intent, request, send) : await send()
      setConfirming(false)
      // The receipt takes the slip's place in what the player is looking at (no toast).
      receipt.shown = product.receipt(placed)
      product.clear()
    } catch (err) {
      setConfirming(false)
      if (err instanceof ApiError && err.message === 'oddsChanged')
        setChanges((err.data as { changes: Change[] }).changes)
      else setRefused({ scope: product.scope, key: (product.refusal ?? refusalOf)(err) })
    }
  }

  return {
    online,
    intent,
    busy: mutation.isPending,
    confirming,
    changes,
    error: refused?.scope === product.scope ? refused.key : null,
    /** The Place tap: the confirmation, or offline the kept intent. */
    ask: () => (isOffline() ? keepOffline() : setConfirming(true)),
    cancel: () => setConfirming(false),
    /** The confirmation's OK, or the review's place once back online. */
    place,
    /** The player keeps the slip as it was rather than the moved prices. */
    keepSlip: () => setChanges(null),
    /** The player takes the moved prices: the slip shows them and asks again. */
    acceptChanges: (apply: (changes: readonly Change[]) => void) => {
      if (changes) apply(changes)
      setChanges(null)
      setConfirming(true)
    },
    /** The player keeps the slip but gives up the intent kept offline. */
    dropIntent: () => dropIntent(product.scope),
  }
}
