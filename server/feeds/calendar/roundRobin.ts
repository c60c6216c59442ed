/** A pairing by team index: [home, away]. */
export type Pairing = readonly [number, number]

const mod = (a: number, m: number) => ((a % m) + m) % m

/**
 * One round-robin by the circle (Berger) method: team n−1 stays put while the others turn round
 * it, so every team meets every other once and plays once a round. The fixed team changes venue
 * every round and the others by their distance on the circle, so each team alternates home and
 * away with at most one break. `n` is even (an odd league would add a bye).
 */
function singleRoundRobin(n: number): Pairing[][] {
  const m = n - 1
  const rounds: Pairing[][] = []
  for (let r = 0; r < m; r++) {
    const round: Pairing[] = [r % 2 === 0 ? [r, m] : [m, r]]
    for (let k = 1; k < n / 2; k++) {
      const a = mod(r + k, m)
      const b = mod(r - k, m)
      round.push(k % 2 === 1 ? [a, b] : [b, a])
    }
    rounds.push(round)
  }
  // Starting two rounds in keeps every team's one break away from the first and last rounds, so
  // the mirrored second half never makes three home or three away games in a row at the turn.
  return [...rounds.slice(2), ...rounds.slice(0, 2)]
}

/**
 * A double round-robin: the first half as above, the second the same rounds in the same order
 * with home and away swapped. Every team plays 2(n−1) rounds, each opponent once at home and
 * once away, and never three home or three away games running.
 */
export function doubleRoundRobin(n: number): Pairing[][] {
  if (n < 4 || n % 2 !== 0) throw new Error(`a league needs an even number of teams, at least 4: ${n}`)
  const first = singleRoundRobin(n)
  return [...first, ...first.map((round) => round.map(([home, away]): Pairing => [away, home]))]
}
