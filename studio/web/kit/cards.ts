// Playing cards drawn in SVG, shared by the card game's baccarat table and the live tables (one
// face, so a hand looks the same wherever the studio deals it). Cards are 0–51 (a shoe's card
// modulo 52): rank = card % 13 (ace … king), suit = floor(card / 13).
import { svg } from './dom.ts'

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const SUITS = ['♠', '♥', '♦', '♣']
const suitOf = (card: number) => Math.floor((card % 52) / 13)

export const cardName = (card: number) => `${RANKS[card % 13]}${SUITS[suitOf(card)]}`

/** A card face up: rank in the corners, the suit large in the middle; hearts and diamonds red. */
export function cardFace(card: number, className: string) {
  const ink = suitOf(card) % 3 !== 0 ? '#c62a3a' : '#141a2c'
  const rank = RANKS[card % 13] as string
  const suit = SUITS[suitOf(card)] as string
  return svg(
    'svg',
    { viewBox: '0 0 60 84', class: className, 'aria-hidden': 'true', 'data-card': cardName(card) },
    svg('rect', {
      x: 1,
      y: 1,
      width: 58,
      height: 82,
      rx: 6,
      fill: '#fbfaf5',
      stroke: '#c9c3b0',
      'stroke-width': 1.5,
    }),
    svg('text', { x: 6, y: 18, fill: ink, 'font-size': 15, 'font-weight': 700 }, rank),
    svg('text', { x: 6, y: 31, fill: ink, 'font-size': 12 }, suit),
    svg('text', { x: 30, y: 56, fill: ink, 'font-size': 30, 'text-anchor': 'middle' }, suit),
    svg('text', { x: 54, y: 78, fill: ink, 'font-size': 15, 'font-weight': 700, 'text-anchor': 'end' }, rank),
  )
}

/** The empty place of a card not dealt yet. */
export const cardSlot = (className: string) =>
  svg(
    'svg',
    { viewBox: '0 0 60 84', class: className, 'aria-hidden': 'true' },
    svg('rect', {
      x: 2,
      y: 2,
      width: 56,
      height: 80,
      rx: 6,
      fill: 'none',
      stroke: 'rgb(255 255 255 / 0.3)',
      'stroke-width': 2,
      'stroke-dasharray': '5 4',
    }),
  )
