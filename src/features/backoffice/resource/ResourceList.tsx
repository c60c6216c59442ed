import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { ResourceColumn } from '#contract/backoffice.ts'
import { Button } from '../../../components/Button/index.tsx'
import styles from '../Backoffice.module.css'
import { Loaded, Notice } from '../Loaded.tsx'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { DataTable, useColumns } from './DataTable.tsx'

/** A button on each row (or on the rows `when` picks), named for the row it acts on. */
export interface RowAction<T> {
  label: ReactNode
  name(row: T): string
  when?(row: T): boolean
}

/** Removing (or ending) a row: asked with a reason, then the server's answer. */
export interface Removal<T> extends RowAction<T> {
  title(row: T): string
  body(row: T): ReactNode
  /** The change's state: pending, the server's refusal, and its reset before the dialog opens again. */
  mutation: { isPending: boolean; error: unknown; reset(): void }
  run(row: T, reason: string, onSuccess: () => void): void
  /** What the page announces once it is done. */
  done(row: T): string
}

/**
 * Draws the create and edit dialog (a render function, not a component, so that the page's new
 * renders keep the open dialog): `row` null creates; `done` once the server saved it.
 */
export type ResourceForm<T> = (props: { row: T | null; close(): void; done(): void }) => ReactNode

type Editing<T> = { kind: 'form'; row: T | null } | { kind: 'remove'; row: T }

/**
 * A back-office resource: its heading (the page's h1 with the note under it, or a section's h2)
 * and create button, the list read whole with its columns from contract/backoffice.ts, Edit and
 * Remove on each row, the create/edit dialog and the removal asked with a reason. Every change
 * the server keeps is announced (`onNote`) and audited by the server.
 */
export function ResourceList<D, T, C extends ResourceColumn>({
  heading,
  level,
  note,
  hint,
  create,
  query,
  rows,
  rowKey,
  columns,
  cells,
  empty,
  edit,
  remove,
  form,
  saved,
  onNote,
}: {
  heading: string
  level: 1 | 2
  /** Level 1: the page's last announcement, under its heading. */
  note?: string | null
  hint?: ReactNode
  create?: { label: ReactNode; primary?: boolean }
  query: UseQueryResult<D>
  rows(data: D): T[]
  rowKey(row: T): string | number
  columns: readonly C[]
  cells: Record<C['key'], (row: T) => ReactNode>
  empty: ReactNode
  edit: RowAction<T>
  remove: Removal<T>
  form: ResourceForm<T>
  /** What the page announces after the form saved, for a new row (null) or this one. */
  saved(row: T | null): string
  onNote(note: string): void
}) {
  const [editing, setEditing] = useState<Editing<T> | null>(null)
  const shown = useColumns(columns)
  const close = () => setEditing(null)
  const finish = (text: string) => {
    setEditing(null)
    onNote(text)
  }
  const Heading = level === 1 ? 'h1' : 'h2'
  const title = <Heading className={level === 1 ? styles.title : styles.subtitle}>{heading}</Heading>
  const header = create ? (
    <div className={styles.titleRow}>
      {title}
      <Button
        variant={create.primary ? 'primary' : 'secondary'}
        onClick={() => setEditing({ kind: 'form', row: null })}
      >
        {create.label}
      </Button>
    </div>
  ) : (
    title
  )
  const actions = (row: T) => (
    <>
      {edit.when?.(row) === false ? null : (
        <Button onClick={() => setEditing({ kind: 'form', row })} aria-label={edit.name(row)}>
          {edit.label}
        </Button>
      )}
      {remove.when?.(row) === false ? null : (
        <Button
          variant="danger"
          onClick={() => {
            remove.mutation.reset()
            setEditing({ kind: 'remove', row })
          }}
          aria-label={remove.name(row)}
        >
          {remove.label}
        </Button>
      )}
    </>
  )
  const list = (
    <>
      {header}
      {level === 1 ? <Notice text={note ?? null} /> : null}
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      <Loaded query={query} rows={4}>
        {(data) => (
          <DataTable
            caption={heading}
            columns={shown}
            rows={rows(data)}
            rowKey={rowKey}
            cells={cells}
            actions={actions}
            empty={empty}
          />
        )}
      </Loaded>
      {editing?.kind === 'form'
        ? form({ row: editing.row, close, done: () => finish(saved(editing.row)) })
        : null}
      {editing?.kind === 'remove' ? (
        <ReasonDialog
          title={remove.title(editing.row)}
          body={remove.body(editing.row)}
          confirm={remove.label}
          danger
          pending={remove.mutation.isPending}
          error={remove.mutation.error}
          onClose={close}
          onSubmit={(reason) => remove.run(editing.row, reason, () => finish(remove.done(editing.row)))}
        />
      ) : null}
    </>
  )
  return level === 1 ? (
    list
  ) : (
    <section className={styles.section} aria-label={heading}>
      {list}
    </section>
  )
}

/** Remove, the confirm button of every removal but a campaign's end. */
export const REMOVE = <Trans id="bo.content.remove">Remove</Trans>
/** Edit, on every row but a campaign's. */
export const EDIT = <Trans id="bo.content.edit">Edit</Trans>
