import { type ReactNode, useState } from 'react'
import { PageFrame } from '../PageFrame/index.tsx'
import { Tabs } from '../Tabs/index.tsx'

export interface FrameTab<K extends string> {
  key: K
  label: string
  content: ReactNode
}

/** A page of tabs under its title; the first tab is selected unless `initial` says otherwise. */
export function TabbedFrame<K extends string>({
  title,
  tabs,
  initial,
}: {
  title: string
  tabs: FrameTab<K>[]
  initial?: K
}) {
  const [selected, setSelected] = useState<K | undefined>(initial ?? tabs[0]?.key)
  const current = tabs.find((t) => t.key === selected) ?? tabs[0]
  return (
    <PageFrame title={title}>
      {current ? (
        <Tabs label={title} items={tabs} selected={current.key} onSelect={setSelected}>
          {current.content}
        </Tabs>
      ) : null}
    </PageFrame>
  )
}
