import { postSigned, STUDIO_WALLET_PATH } from '#contract/studioSignature.ts'

export interface StudioReply {
  code: number
  msg: string
  data: { balance: string; status: string } | null
}

/**
 * A seamless studio as the tests play it: it plays a round by calling our wallet over HTTP,
 * signed with its provider key, exactly as an outside studio would (no shortcut into our code).
 * `baseUrl` is our API's address as the studio sees it.
 */
export function sandboxSeamlessStudio(
  /** A function when the address is known only once the server listens. */
  baseUrl: string | (() => string),
  keyOf: (provider: string) => string,
  now = () => Date.now(),
) {
  async function call(provider: string, op: 'balance' | 'debit' | 'credit' | 'rollback', body: object) {
    const base = typeof baseUrl === 'string' ? baseUrl : baseUrl()
    const { reply } = await postSigned(
      `${base}${STUDIO_WALLET_PATH}/${provider}/${op}`,
      keyOf(provider),
      now(),
      body,
    )
    return reply as StudioReply
  }

  let sequence = 0
  const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

  return {
    call,
    /** One round: the bet debited, then the win credited (0 on a loss), or rolled back if asked. */
    async playRound(provider: string, token: string, bet: string, win: string | 'rollback') {
      const round_id = nextId('r')
      const debit = await call(provider, 'debit', {
        token,
        transaction_id: nextId('d'),
        round_id,
        amount: bet,
      })
      if (debit.code !== 0) return { round_id, debit, settle: null }
      const settle =
        win === 'rollback'
          ? await call(provider, 'rollback', { token, transaction_id: nextId('b'), round_id })
          : await call(provider, 'credit', { token, transaction_id: nextId('c'), round_id, amount: win })
      return { round_id, debit, settle }
    },
  }
}
