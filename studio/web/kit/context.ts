// What a game module gets from the studio page (studio/README.md, "Kinds"). A game module is
// `studio/web/games/<kind>.ts` exporting `mount(root, ctx)`; it draws the game and its own action
// button, and calls `ctx.start` / `ctx.step`. The kit draws the header with the balance, the
// fairness panel and the round history, and shows every refusal in the error line itself.
import type { GameKind } from '../../server/kinds/kind.ts'
import type { Lang, MessageKey } from '../i18n.ts'
import type { FairState, PublicRound } from './api.ts'
import type { Store } from './store.ts'

export type { FairState, GameKind, MessageKey, PublicRound, Store }

export interface RoundResult {
  round: PublicRound
  /** The player's balance after the round as the wallet answered it, minor units. */
  balance: bigint
  /**
   * With `{ revealLater: true }`: call once the outcome has been shown (the reels stopped); the
   * header then adds the win and the history lists the round. Otherwise it does nothing.
   */
  reveal(): void
}

export interface StartOptions {
  /**
   * Show the debit at once but the win only when the game calls `reveal()`, so the header does not
   * give the outcome away before the animation does.
   */
  revealLater?: boolean
}

export interface GameContext {
  provider: string
  gameId: string
  kind: GameKind
  /** The title's name, as the studio's catalog has it. */
  name: string
  lang: Lang
  /** The studio's dictionary (studio/web/i18n.ts), `{name}` placeholders filled from `vars`. */
  t(key: MessageKey, vars?: Record<string, string | number>): string
  currency: string
  money: {
    /** "2.5" → 2 500 000n; null for anything else (a negative, more than 6 places, text). */
    parse(text: string): bigint | null
    /** For the screen: "2.50". */
    format(units: bigint): string
    /** For the wire: "2.500000". */
    wire(units: bigint): string
  }
  /** The balance at the wallet (minor units): updated after every round. */
  balance: Store<bigint>
  /** The bet the stepper shows (minor units); the game reads it when the player plays. */
  bet: Store<bigint>
  /** The fairness panel's state: the hash of the seed that will play, the client seed, the next nonce. */
  fair: Store<FairState>
  /**
   * Starts a round: the bet is debited before anything is drawn. Rejects (after the kit has shown
   * the refusal in the error line) with a StudioRequestError; nothing moved then.
   */
  start(params: unknown, bet: bigint, options?: StartOptions): Promise<RoundResult>
  /** A step of an open round (reveal a tile, cash out). Rejects like start. */
  step(roundId: string, action: unknown): Promise<RoundResult>
  /** An open round left from an earlier visit (mines, crash), to resume; null otherwise. */
  open: PublicRound | null
  /** Shows a line under the game: an error (red) or news (neutral); cleared by the next round. */
  say(message: string, tone?: 'error' | 'info' | 'win'): void
  /** The bet stepper (−/+ and the amount, exact decimals), bound to `bet`. */
  betStepper(): HTMLElement
  /** prefers-reduced-motion: animate nothing longer than a fade. */
  reducedMotion: boolean
}
