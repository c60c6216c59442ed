import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import styles from './Tabs.module.css'

export interface TabItem<K extends string> {
  key: K
  label: ReactNode
}

interface TabsProps<K extends string> {
  items: readonly TabItem<K>[]
  selected: NoInfer<K>
  onSelect(key: NoInfer<K>): void
  label: string
  children: ReactNode
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the selected tab is in the tab order. */
export function Tabs<K extends string>({ items, selected, onSelect, label, children }: TabsProps<K>) {
  const id = useId()
  const listRef = useRef<HTMLDivElement>(null)

  const onKeyDown = (e: KeyboardEvent) => {
    const index = items.findIndex((i) => i.key === selected)
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = items[(index + step + items.length) % items.length]
    if (!next) return
    onSelect(next.key)
    listRef.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} ref={listRef} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === selected
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              data-key={item.key}
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  )
}
