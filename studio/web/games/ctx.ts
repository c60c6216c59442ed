// What the games need of the page (provisional until studio-core's kit/context.ts is merged).
export interface RoundAnswer {
  roundId: string
  done: boolean
  /** Exact decimal string. */
  win?: string
  outcome?: unknown
  view?: unknown
}
export interface GameContext {
  t(key: string, vars?: Record<string, string | number>): string
  /** The bet the kit's stepper holds, an exact decimal string. */
  bet(): string
  /** The kit's bet stepper, to place in the game's controls. */
  betControl(): HTMLElement
  /** Formats an exact decimal amount with the currency. */
  money(amount: string): string
  start(params: unknown): Promise<RoundAnswer>
  step(roundId: string, action: unknown): Promise<RoundAnswer>
  /** Shows an error line (the kit's). */
  error(e: unknown): void
  /** Locks the bet stepper while a round is open. */
  busy(on: boolean): void
}
