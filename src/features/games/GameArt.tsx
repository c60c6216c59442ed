import type { ReactNode } from 'react'
import type { GameKind } from '../../shared/games/titles.ts'

/*
 * Each title's card art, drawn here as small SVG (no image is fetched): it loads with the games
 * routes only, never with the home page. Colours are the site's: lime call-to-action, the win
 * green, the info blue, the loss red, on the card's navy.
 */
const LIME = '#BDED33'
const GREEN = '#78EE84'
const BLUE = '#78CBEE'
const RED = '#EE7878'
const GOLD = '#F2C94C'

const slot = (
  <>
    <rect x="22" y="18" width="116" height="64" rx="10" fill="#1b2536" stroke={GOLD} strokeWidth="3" />
    {[34, 68, 102].map((x, i) => (
      <g key={x}>
        <rect x={x} y="28" width="26" height="44" rx="5" fill="#0d1420" />
        <text x={x + 13} y="57" textAnchor="middle" fontSize="20" fontWeight="800" fill={[RED, GOLD, RED][i]}>
          7
        </text>
      </g>
    ))}
    <path d="M22 50h116" stroke={LIME} strokeWidth="2" strokeDasharray="4 3" />
    <circle cx="146" cy="30" r="5" fill={RED} />
    <path d="M146 35v22" stroke="#97A5B1" strokeWidth="3" />
  </>
)

const crash = (
  <>
    <path d="M14 86 Q70 80 128 22" fill="none" stroke={LIME} strokeWidth="4" strokeLinecap="round" />
    <path d="M14 86 Q70 80 128 22 L128 86Z" fill={LIME} opacity=".12" />
    <g transform="translate(128 22) rotate(45)">
      <path d="M0 -14 C7 -6 7 6 4 12 H-4 C-7 6 -7 -6 0 -14Z" fill="#e8edf3" />
      <circle r="3" cy="-3" fill={BLUE} />
      <path d="M-4 12 L0 20 L4 12Z" fill={GOLD} />
    </g>
    <text x="20" y="34" fontSize="18" fontWeight="800" fill={GREEN}>
      2.41×
    </text>
  </>
)

const mines = (
  <>
    {[0, 1, 2, 3, 4].map((c) =>
      [0, 1, 2].map((r) => {
        const gem = (c + r) % 3 === 0
        const bomb = c === 3 && r === 1
        return (
          <g key={`${c}${r}`} transform={`translate(${28 + c * 22} ${20 + r * 22})`}>
            <rect width="19" height="19" rx="4" fill={gem || bomb ? '#0d1420' : '#2a3850'} />
            {gem ? <path d="M9.5 3 L16 9.5 L9.5 16 L3 9.5Z" fill={GREEN} /> : null}
            {bomb ? <circle cx="9.5" cy="10" r="6" fill={RED} /> : null}
          </g>
        )
      }),
    )}
  </>
)

const pips = (points: [number, number][]) =>
  points.map(([x, y]) => <circle key={`${x}${y}`} cx={x} cy={y} r="3.4" fill="#0d1420" />)

const dice = (
  <>
    <g transform="translate(40 22) rotate(-12)">
      <rect width="40" height="40" rx="8" fill="#f4f6f8" />
      {pips([
        [10, 10],
        [20, 20],
        [30, 30],
      ])}
    </g>
    <g transform="translate(86 34) rotate(10)">
      <rect width="40" height="40" rx="8" fill={LIME} />
      {pips([
        [10, 10],
        [30, 10],
        [10, 30],
        [30, 30],
        [20, 20],
      ])}
    </g>
  </>
)

const plinko = (
  <>
    {[0, 1, 2, 3, 4].map((row) =>
      Array.from({ length: row + 3 }, (_, i) => (
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed artwork.
          key={`${row}-${i}`}
          cx={80 + (i - (row + 2) / 2) * 16}
          cy={16 + row * 13}
          r="2.4"
          fill="#c8d3de"
        />
      )),
    )}
    <circle cx="88" cy="36" r="5" fill={GOLD} />
    {[RED, GOLD, GREEN, BLUE, GREEN, GOLD, RED].map((fill, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed artwork.
      <rect key={i} x={27 + i * 15.5} y="80" width="13" height="9" rx="2" fill={fill} />
    ))}
  </>
)

const card = (x: number, rotate: number, label: string, red: boolean) => (
  <g transform={`translate(${x} 20) rotate(${rotate} 18 26)`}>
    <rect width="36" height="52" rx="5" fill="#f4f6f8" />
    <text x="7" y="17" fontSize="13" fontWeight="800" fill={red ? '#d94848' : '#0d1420'}>
      {label}
    </text>
    <path d="M18 26 l6 8 -6 8 -6 -8Z" fill={red ? '#d94848' : '#0d1420'} />
  </g>
)

const baccarat = (
  <>
    <ellipse cx="80" cy="92" rx="74" ry="26" fill="#1f6b45" />
    {card(46, -12, 'K', false)}
    {card(78, 10, '9', true)}
    <circle cx="128" cy="74" r="9" fill={GOLD} stroke="#0d1420" strokeWidth="2" strokeDasharray="3 2" />
  </>
)

const roulette = (
  <>
    <circle cx="80" cy="50" r="38" fill="#0d1420" stroke={GOLD} strokeWidth="3" />
    {Array.from({ length: 12 }, (_, i) => (
      <path
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed artwork.
        key={i}
        d="M80 50 L80 16 A34 34 0 0 1 97 20.6Z"
        transform={`rotate(${i * 30} 80 50)`}
        fill={i === 0 ? GREEN : i % 2 ? RED : '#2a3850'}
      />
    ))}
    <circle cx="80" cy="50" r="13" fill={GOLD} />
    <circle cx="92" cy="24" r="3.5" fill="#f4f6f8" />
  </>
)

const ART: Record<GameKind, ReactNode> = { slot, crash, mines, dice, plinko, baccarat, roulette }

/** The title's artwork, decorative: the card's name says what it is. */
export function GameArt({ kind }: { kind: GameKind }) {
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      {ART[kind]}
    </svg>
  )
}
