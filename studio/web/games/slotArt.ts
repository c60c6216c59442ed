// Lucky Reels' own symbol artwork, drawn in SVG in a 100 × 100 cell (no images fetched).
import type { SlotSymbol } from '../../math/slot.ts'
import { svg } from '../kit/dom.ts'

const RANKS: Partial<Record<SlotSymbol, { text: string; color: string; deep: string }>> = {
  ten: { text: '10', color: '#78cbee', deep: '#1d4f6b' },
  jack: { text: 'J', color: '#78ee84', deep: '#1d5a2a' },
  queen: { text: 'Q', color: '#ee8fd0', deep: '#5e2150' },
  king: { text: 'K', color: '#f0c35a', deep: '#5e4412' },
  ace: { text: 'A', color: '#ee7878', deep: '#5e1f1f' },
}

let defs: SVGDefsElement | null = null

/** Gradients the symbols share, added once to the reels' SVG. */
export function symbolDefs(): SVGDefsElement {
  if (defs) return defs.cloneNode(true) as SVGDefsElement
  const grad = (id: string, a: string, b: string) =>
    svg(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 0, y2: 1 },
      svg('stop', { offset: '0', 'stop-color': a }),
      svg('stop', { offset: '1', 'stop-color': b }),
    )
  defs = svg(
    'defs',
    {},
    grad('lr-gold', '#ffe9a3', '#c9901f'),
    grad('lr-gem', '#c8f4ff', '#3b7be0'),
    grad('lr-seven', '#ff9a8a', '#c2182b'),
    grad('lr-wild', '#e9ff9c', '#86b019'),
    grad('lr-scatter', '#f7b8ff', '#8a2bd6'),
    grad('lr-cell', '#1c2748', '#121a31'),
  )
  return defs.cloneNode(true) as SVGDefsElement
}

const star = (cx: number, cy: number, outer: number, inner: number, points: number) => {
  const pts: string[] = []
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = (Math.PI * i) / points - Math.PI / 2
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`)
  }
  return pts.join(' ')
}

/** One symbol's drawing, centred in a 100 × 100 box at the origin. */
export function symbolArt(symbol: SlotSymbol): SVGGElement {
  const g = svg('g', { class: `sym sym-${symbol}` })
  const rank = RANKS[symbol]
  if (rank) {
    g.append(
      svg('circle', { cx: 50, cy: 50, r: 34, fill: rank.deep, stroke: rank.color, 'stroke-width': 4 }),
      svg(
        'text',
        {
          x: 50,
          y: 51,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          'font-size': rank.text.length > 1 ? 34 : 42,
          'font-weight': 800,
          fill: rank.color,
          'font-family': 'Georgia, "Times New Roman", serif',
        },
        rank.text,
      ),
    )
    return g
  }
  switch (symbol) {
    case 'gem':
      g.append(
        svg('polygon', {
          points: '50,14 82,40 50,88 18,40',
          fill: 'url(#lr-gem)',
          stroke: '#e6fbff',
          'stroke-width': 3,
        }),
        svg('polyline', { points: '18,40 82,40', stroke: '#e6fbff', 'stroke-width': 2, fill: 'none' }),
        svg('polyline', {
          points: '34,40 50,14 66,40 50,88 34,40',
          stroke: '#e6fbff',
          'stroke-width': 1.5,
          fill: 'none',
          opacity: 0.7,
        }),
      )
      break
    case 'bell':
      g.append(
        svg('path', {
          d: 'M50 16 C30 16 26 38 26 54 C26 64 20 70 16 74 L84 74 C80 70 74 64 74 54 C74 38 70 16 50 16 Z',
          fill: 'url(#lr-gold)',
          stroke: '#7a4f08',
          'stroke-width': 3,
        }),
        svg('circle', { cx: 50, cy: 82, r: 8, fill: '#c9901f', stroke: '#7a4f08', 'stroke-width': 3 }),
        svg('circle', { cx: 50, cy: 13, r: 5, fill: '#c9901f' }),
      )
      break
    case 'seven':
      g.append(
        svg('path', {
          d: 'M22 18 L80 18 L80 30 C64 46 54 64 50 88 L32 88 C36 64 46 46 60 32 L22 32 Z',
          fill: 'url(#lr-seven)',
          stroke: '#ffe1dc',
          'stroke-width': 3,
          'stroke-linejoin': 'round',
        }),
      )
      break
    case 'wild':
      g.append(
        svg('rect', {
          x: 10,
          y: 10,
          width: 80,
          height: 80,
          rx: 14,
          fill: 'url(#lr-wild)',
          stroke: '#f5ffd6',
          'stroke-width': 3,
        }),
        svg('polygon', { points: star(50, 42, 24, 10, 5), fill: '#10140a', opacity: 0.85 }),
        svg(
          'text',
          {
            x: 50,
            y: 78,
            'text-anchor': 'middle',
            'font-size': 17,
            'font-weight': 900,
            fill: '#10140a',
            'letter-spacing': 1,
          },
          'WILD',
        ),
      )
      break
    case 'scatter':
      g.append(
        svg('polygon', {
          points: star(50, 50, 42, 26, 12),
          fill: 'url(#lr-scatter)',
          stroke: '#fbe3ff',
          'stroke-width': 2.5,
        }),
        svg('circle', { cx: 50, cy: 50, r: 20, fill: '#3b0f66' }),
        svg('polygon', { points: star(50, 50, 14, 6, 5), fill: '#f7b8ff' }),
      )
      break
    default:
      break
  }
  return g
}
