import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { CombinationRow, SlipInput } from '#engine/index.ts'
import { Modal } from '../../../components/Modal/index.tsx'
import { engine } from '../../../engine/client.ts'
import { handicapFor, pickLabel } from '../../../shared/bets/pickLabels.ts'
import { ui } from '../../../state/ui.ts'
import styles from './Slip.module.css'
import { type SlipView, units } from './useSlip.ts'

const ROW_PX = 64
const VIEW_PX = 448
const VISIBLE = Math.ceil(VIEW_PX / ROW_PX) + 1
/** Browsers cap an element's height (Chrome near 33.5 M px): past this the scrollbar is scaled. */
const MAX_SCROLL_PX = 4_000_000

/**
 * Where the viewport stands for a scroll offset: a list short enough scrolls row by row; a longer
 * one (a slip can have a billion combinations) maps the scrollbar's position onto the row range.
 */
function firstRow(scrollTop: number, total: number) {
  const height = Math.min(total * ROW_PX, MAX_SCROLL_PX)
  if (total * ROW_PX <= MAX_SCROLL_PX)
    return { first: Math.floor(scrollTop / ROW_PX), offset: scrollTop % ROW_PX, height }
  const range = Math.max(1, height - VIEW_PX)
  return {
    first: Math.round((Math.min(scrollTop, range) / range) * Math.max(0, total - VISIBLE + 1)),
    offset: 0,
    height,
  }
}

function scrollTopFor(row: number, total: number) {
  if (total * ROW_PX <= MAX_SCROLL_PX) return row * ROW_PX
  const range = MAX_SCROLL_PX - VIEW_PX
  return (row / Math.max(1, total - VISIBLE + 1)) * range
}

/** Spec §2 bet combination list: every combination of the slip, any of them one scroll or jump away. */
export function CombinationList({ view }: { view: SlipView }) {
  const { t, i18n } = useLingui()
  const { isBetCombinationListShow } = useSnapshot(ui)
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [rows, setRows] = useState<CombinationRow[]>([])
  const [jump, setJump] = useState('')
  const total = Number.isFinite(view.combinations) ? view.combinations : 0
  // A jump lands exactly on its row, although one pixel of a scaled scrollbar spans many rows.
  const [jumped, setJumped] = useState<{ row: number; top: number } | null>(null)
  const at = firstRow(scrollTop, total)
  const exact = jumped && Math.abs(jumped.top - scrollTop) < 1 ? jumped.row : null
  const { offset, height } = at
  const first = exact ?? at.first
  const key = view.input ? JSON.stringify(view.input) : ''

  useEffect(() => {
    if (!isBetCombinationListShow || !key || total === 0) return
    let current = true
    const start = Math.min(first, Math.max(0, total - VISIBLE))
    engine
      .combinationRows(JSON.parse(key) as SlipInput, start, VISIBLE)
      .then((next) => current && setRows(next))
      .catch(() => current && setRows([]))
    return () => {
      current = false
    }
  }, [isBetCombinationListShow, key, first, total])

  const close = () => {
    ui.isBetCombinationListShow = false
  }
  const goTo = (n: number) => {
    const row = Math.min(Math.max(1, n), total) - 1
    const top = scrollTopFor(row, total)
    if (scroller.current) scroller.current.scrollTop = top
    const landed = scroller.current?.scrollTop ?? top
    setJumped({ row: total * ROW_PX <= MAX_SCROLL_PX ? Math.floor(landed / ROW_PX) : row, top: landed })
    setScrollTop(landed)
  }
  const names = new Map(view.snap.betSlipList.map((m) => [m.match_id, m]))

  return (
    <Modal
      open={isBetCombinationListShow}
      onClose={close}
      variant="sheet"
      title={t({
        id: 'betslip.combinationList',
        message: `Bet combination list (${total.toLocaleString()})`,
      })}
    >
      <form
        className={styles.jump}
        onSubmit={(e) => {
          e.preventDefault()
          const n = Number(jump)
          if (Number.isInteger(n) && n > 0) goTo(n)
        }}
      >
        <label>
          {t({ id: 'betslip.goTo', message: 'Go to combination' })}
          <input
            inputMode="numeric"
            value={jump}
            onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button type="submit" className={styles.preset}>
          {t({ id: 'betslip.go', message: 'Go' })}
        </button>
      </form>
      <div
        ref={scroller}
        className={styles.scroller}
        style={{ height: VIEW_PX }}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable by keyboard.
        tabIndex={0}
      >
        <div style={{ height }}>
          <ol
            className={styles.rows}
            aria-label={t({ id: 'betslip.combinations', message: 'Combinations' })}
            style={{ transform: `translateY(${scrollTop - offset}px)` }}
          >
            {rows
              .filter((r) => r.index >= first)
              .map((r) => (
                <li key={r.index} className={styles.row} aria-posinset={r.index + 1} aria-setsize={total}>
                  <span className={`${styles.rowIndex} tabular`}>#{(r.index + 1).toLocaleString()}</span>
                  <span className={styles.rowPicks}>
                    {r.entries.map((e) => {
                      const m = names.get(e.match_id)
                      return (
                        <span key={e.match_id}>
                          {pickLabel(i18n, e.kind, e.name, {
                            handicap: handicapFor(
                              view.snap.selectedGame,
                              e.kind,
                              e.handicap_val ?? undefined,
                            ),
                            line: e.extra,
                          })}{' '}
                          <span className="tabular">@{e.odds.toFixed(2)}</span> · {m?.home_name ?? e.match_id}
                        </span>
                      )
                    })}
                  </span>
                  <span className={`${styles.rowPrize} tabular`}>{view.display.money(units(r.prize))}</span>
                </li>
              ))}
          </ol>
        </div>
      </div>
    </Modal>
  )
}
