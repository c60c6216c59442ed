import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { CampaignRow } from '#contract/backofficeRoles.ts'
import { CAMPAIGN_KINDS, type CampaignKind, EXTRA_BONUS_PRODUCTS } from '#contract/rewards.ts'
import { Field } from '../../../components/Field/index.tsx'
import styles from '../Backoffice.module.css'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { useFieldErrors, WholeField } from '../resource/fields.tsx'
import { text } from '../resource/form.ts'
import { fromLocalInput, toLocalInput } from '../resource/time.ts'
import { Select } from '../Select.tsx'
import { type Draft, useCreateCampaign, usePreview, useUpdateCampaign } from './api.ts'
import { KIND_LABELS, PRODUCT_LABELS, type PreviewLine } from './labels.ts'

const VIP_LEVELS = ['2', '3', '4', '5']
const REWARD = msg({ id: 'bo.campaigns.reward', message: 'Reward' })
/** The amounts of the kinds that are a threshold and a reward, or one amount: name and label. */
const AMOUNTS: Partial<Record<CampaignKind, [string, MessageDescriptor][]>> = {
  first_deposit: [['cap', msg({ id: 'bo.campaigns.cap', message: 'At most' })]],
  deposit: [
    ['threshold', msg({ id: 'bo.campaigns.threshold', message: 'For each deposit of at least' })],
    ['amount', REWARD],
  ],
  lottery_task: [
    ['target', msg({ id: 'bo.campaigns.target', message: 'Lottery stakes settled while it runs' })],
    ['amount', REWARD],
  ],
  referral: [['amount', msg({ id: 'bo.campaigns.referralAmount', message: 'To the inviter' })]],
}
/** The products whose settled stakes count towards wagering, as the form names them (`w_sport`, …). */
const WEIGHTS = [
  ['sport', PRODUCT_LABELS.sport],
  ['cricket', PRODUCT_LABELS.cricket],
  ['lottery', PRODUCT_LABELS.lottery],
  ['games', msg({ id: 'bo.campaigns.w.games', message: 'Game rounds' })],
] as const
/** What each kind's fields start with: a working example to edit. */
const DEFAULTS: Record<string, string> = {
  percent: '100',
  extraPercent: '10',
  extraCap: '5',
  cap: '100',
  threshold: '50',
  amount: '5',
  target: '100',
}
const whole = (form: FormData, name: string) => {
  const n = Number(text(form, name))
  return Number.isInteger(n) ? n : -1
}

/** The kind's rules as its fields hold them (amounts as typed: the server reads them exactly). */
function rulesOf(kind: CampaignKind, form: FormData): Record<string, unknown> {
  switch (kind) {
    case 'check_in':
      return { amounts: Array.from({ length: 7 }, (_, i) => text(form, `day${i + 1}`)) }
    case 'first_deposit':
      return { percent: whole(form, 'percent'), cap: text(form, 'cap') }
    case 'deposit':
      return { threshold: text(form, 'threshold'), amount: text(form, 'amount') }
    case 'lottery_task':
      return { target: text(form, 'target'), amount: text(form, 'amount') }
    case 'vip_level':
      return {
        amounts: Object.fromEntries(VIP_LEVELS.map((l) => [l, text(form, `level${l}`)]).filter(([, a]) => a)),
      }
    case 'referral':
      return { amount: text(form, 'amount') }
    case 'extra_bonus':
      return {
        percent: whole(form, 'percent'),
        cap: text(form, 'cap'),
        products: EXTRA_BONUS_PRODUCTS.filter((p) => form.get(`p_${p}`) === 'on'),
      }
  }
}

function draftOf(form: FormData): Draft {
  const kind = text(form, 'kind') as CampaignKind
  if (kind === 'extra_bonus')
    return {
      kind,
      name: text(form, 'name'),
      rules: rulesOf(kind, form),
      payout: 'cash',
      wager_multiple: 0,
      weights: { sport: 0, cricket: 0, lottery: 0, games: 0 },
      claim_days: 1,
      wager_days: 1,
      starts_at: fromLocalInput(text(form, 'starts_at')),
      ends_at: fromLocalInput(text(form, 'ends_at')),
    }
  return {
    kind,
    name: text(form, 'name'),
    rules: rulesOf(kind, form),
    payout: text(form, 'payout') === 'cash' ? 'cash' : 'bonus',
    wager_multiple: whole(form, 'wager_multiple'),
    weights: {
      sport: whole(form, 'w_sport'),
      cricket: whole(form, 'w_cricket'),
      lottery: whole(form, 'w_lottery'),
      games: whole(form, 'w_games'),
    },
    claim_days: whole(form, 'claim_days'),
    wager_days: whole(form, 'wager_days'),
    starts_at: fromLocalInput(text(form, 'starts_at')),
    ends_at: fromLocalInput(text(form, 'ends_at')),
  }
}

const initial = (now: Date): Draft => ({
  kind: 'deposit',
  name: '',
  rules: { threshold: '50', amount: '5' },
  payout: 'bonus',
  wager_multiple: 3,
  weights: { sport: 100, cricket: 100, lottery: 50, games: 0 },
  claim_days: 7,
  wager_days: 14,
  starts_at: now.toISOString(),
  ends_at: null,
})

/** A scheduled campaign as the form starts from it when changing it. */
const draftOfRow = (c: CampaignRow): Draft => ({
  kind: c.kind,
  name: c.name,
  rules: c.rules,
  payout: c.payout,
  wager_multiple: c.wagerMultiple,
  weights: c.weights,
  claim_days: c.claimDays,
  wager_days: c.wagerDays,
  starts_at: c.startsAt,
  ends_at: c.endsAt,
})

/**
 * A new campaign, or a scheduled one changed before it starts (`editing`): its kind and the amounts of that kind, how it pays (bonus money with a
 * wagering multiple and per-product weights, or cash), how long a reward can be claimed and a
 * bonus wagered, and from when until when it runs (a later start schedules it). Beside the form,
 * what a player would get, computed by the server from the same rules as the real rewards.
 */
export function CampaignDialog({
  editing,
  onClose,
  onDone,
}: {
  editing?: CampaignRow
  onClose(): void
  onDone(): void
}) {
  const { t } = useLingui()
  const created = useCreateCampaign()
  const updated = useUpdateCampaign()
  const create = editing ? updated : created
  const [draft, setDraft] = useState(() => (editing ? draftOfRow(editing) : initial(new Date())))
  // The name is not part of what a player gets: the preview does not wait for it.
  const preview = usePreview({ ...draft, name: draft.name || '-' })
  const { errorAt, general } = useFieldErrors(create.error)
  // The campaign's own amounts while its kind is unchanged, else a working example.
  const own = editing?.kind === draft.kind ? (editing.rules as Record<string, unknown>) : undefined
  const rule = (name: string) => (own?.[name] === undefined ? (DEFAULTS[name] ?? '') : String(own[name]))
  // Check-in amounts are a list, VIP levels' a map: both read by key.
  const ownAmount = (key: string) => (own?.amounts as Record<string, string> | undefined)?.[key]
  const amountField = (name: string, label: string, value: string) => (
    <Field
      key={`${draft.kind}-${name}`}
      name={name}
      label={label}
      defaultValue={value}
      inputMode="decimal"
      maxLength={19}
    />
  )
  // Whole numbers (multiples, weights, days): the form reads them with `whole`.
  const wholeField = (name: string, label: string, value: number, min: number, max: number) => (
    <WholeField key={name} name={name} min={min} max={max} label={label} defaultValue={value} />
  )
  // A first-deposit match and an extra bonus both read `percent`; their keys keep them apart.
  const percentField = (key: string, label: string, max: number, value: string) => (
    <WholeField key={key} name="percent" min={1} max={max} label={label} defaultValue={value} />
  )
  const wrap = useRef<HTMLDivElement>(null)
  const read = (from: HTMLElement | null) => {
    const form = from?.closest('form')
    if (form) setDraft(draftOf(new FormData(form)))
  }
  const onInput = (e: FormEvent<HTMLDivElement>) => read(e.currentTarget)
  // Another kind shows other fields: read them once they are there, so the preview follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the kind changes
  useEffect(() => read(wrap.current), [draft.kind])

  return (
    <ReasonDialog
      title={
        editing
          ? t({ id: 'bo.campaigns.editTitle', message: `Change ${editing.name}` })
          : t({ id: 'bo.campaigns.new', message: 'New campaign' })
      }
      confirm={
        editing ? (
          <Trans id="bo.campaigns.save">Save changes</Trans>
        ) : (
          <Trans id="bo.campaigns.create">Create campaign</Trans>
        )
      }
      pending={create.isPending}
      error={general}
      onClose={onClose}
      onSubmit={(reason, form) =>
        editing
          ? updated.mutate({ ...draftOf(form), id: editing.id, reason }, { onSuccess: onDone })
          : created.mutate({ ...draftOf(form), reason }, { onSuccess: onDone })
      }
    >
      <div ref={wrap} onInput={onInput} onChange={onInput}>
        <Select
          name="kind"
          label={<Trans id="bo.campaigns.kind">Pays for</Trans>}
          value={draft.kind}
          options={CAMPAIGN_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
        />
        <Field
          name="name"
          label={t({ id: 'bo.campaigns.name', message: 'Name (players see it)' })}
          maxLength={80}
          required
          defaultValue={editing?.name}
          error={errorAt('name')}
        />
        <fieldset className={styles.fieldset}>
          <legend>
            <Trans id="bo.campaigns.amounts">Amounts (USDT)</Trans>
          </legend>
          {draft.kind === 'check_in'
            ? Array.from({ length: 7 }, (_, i) =>
                amountField(
                  `day${i + 1}`,
                  t({ id: 'bo.campaigns.day', message: `Day ${i + 1}` }),
                  ownAmount(String(i)) ?? String(i + 1),
                ),
              )
            : null}
          {draft.kind === 'first_deposit'
            ? percentField(
                'percent',
                t({ id: 'bo.campaigns.percent', message: 'Match (% of the deposit)' }),
                1000,
                rule('percent'),
              )
            : null}
          {(AMOUNTS[draft.kind] ?? []).map(([name, label]) => amountField(name, t(label), rule(name)))}
          {draft.kind === 'vip_level'
            ? VIP_LEVELS.map((l) =>
                amountField(
                  `level${l}`,
                  t({ id: 'bo.campaigns.level', message: `On reaching VIP level ${l}` }),
                  ownAmount(l) ?? '',
                ),
              )
            : null}
          {draft.kind === 'extra_bonus' ? (
            <>
              {percentField(
                'extra-percent',
                t({ id: 'bo.campaigns.extraPercent', message: 'Extra (% of the winnings)' }),
                100,
                own?.percent === undefined ? (DEFAULTS.extraPercent ?? '') : String(own.percent),
              )}
              {amountField(
                'cap',
                t({ id: 'bo.campaigns.extraCap', message: 'At most per bet' }),
                own?.cap === undefined ? (DEFAULTS.extraCap ?? '') : String(own.cap),
              )}
              <p className={styles.muted}>
                <Trans id="bo.campaigns.extraProducts">On bets of</Trans>
              </p>
              {EXTRA_BONUS_PRODUCTS.map((p) => (
                <label key={p} className={styles.check}>
                  <input
                    type="checkbox"
                    name={`p_${p}`}
                    defaultChecked={own?.products === undefined || (own.products as string[]).includes(p)}
                  />
                  {t(PRODUCT_LABELS[p])}
                </label>
              ))}
            </>
          ) : null}
        </fieldset>
        {/* An extra bonus is paid in cash at settlement: no claim, no wagering, no weights. */}
        {draft.kind === 'extra_bonus' ? null : (
          <>
            <Select
              name="payout"
              label={<Trans id="bo.campaigns.payout">Paid as</Trans>}
              value={draft.payout}
              options={[
                {
                  value: 'bonus',
                  label: t({ id: 'bo.campaigns.payout.bonus', message: 'Bonus money (wagering applies)' }),
                },
                { value: 'cash', label: t({ id: 'bo.campaigns.payout.cash', message: 'Cash' }) },
              ]}
            />
            {wholeField(
              'wager_multiple',
              t({ id: 'bo.campaigns.multiple', message: 'Wagering (times the bonus)' }),
              draft.wager_multiple,
              0,
              100,
            )}
            <fieldset className={styles.fieldset}>
              <legend>
                <Trans id="bo.campaigns.weights">Share of a settled stake that counts (%)</Trans>
              </legend>
              {WEIGHTS.map(([product, label]) =>
                wholeField(`w_${product}`, t(label), draft.weights[product] ?? 0, 0, 100),
              )}
            </fieldset>
            {wholeField(
              'claim_days',
              t({ id: 'bo.campaigns.claimDays', message: 'Days to claim a reward' }),
              draft.claim_days,
              1,
              365,
            )}
            {wholeField(
              'wager_days',
              t({ id: 'bo.campaigns.wagerDays', message: 'Days to wager a bonus' }),
              draft.wager_days,
              1,
              365,
            )}
          </>
        )}
        <Field
          name="starts_at"
          type="datetime-local"
          label={t({
            id: 'bo.campaigns.startsAt',
            message: 'Runs from (your time zone; later schedules it)',
          })}
          defaultValue={toLocalInput(draft.starts_at)}
          error={errorAt('starts_at')}
        />
        <Field
          name="ends_at"
          type="datetime-local"
          label={t({ id: 'bo.campaigns.endsAt', message: 'Runs until (empty: until ended)' })}
          defaultValue={toLocalInput(editing?.endsAt ?? null)}
          error={errorAt('ends_at')}
        />
      </div>
      <Preview lines={preview.data?.lines ?? null} invalid={preview.isError} />
    </ReasonDialog>
  )
}

function Preview({ lines, invalid }: { lines: PreviewLine[] | null; invalid: boolean }) {
  const { t } = useLingui()
  const heading = t({ id: 'bo.campaigns.preview', message: 'What a player would get' })
  const caseOf = (l: PreviewLine) => {
    const value = l.value
    switch (l.on) {
      case 'day':
        return t({ id: 'bo.campaigns.preview.day', message: `Check-in day ${value}` })
      case 'deposit':
        return t({ id: 'bo.campaigns.preview.deposit', message: `A deposit of ${value} USDT` })
      case 'stake':
        return t({ id: 'bo.campaigns.preview.stake', message: `${value} USDT of lottery stakes settled` })
      case 'level':
        return t({ id: 'bo.campaigns.preview.level', message: `Reaching VIP level ${value}` })
      case 'referral':
        return t({ id: 'bo.campaigns.preview.referral', message: "An invited player's first deposit" })
      case 'winnings':
        return t({ id: 'bo.campaigns.preview.winnings', message: `A bet winning ${value} USDT` })
    }
  }
  return (
    <section className={styles.section} aria-label={heading} aria-live="polite">
      <h3 className={styles.subtitle}>{heading}</h3>
      {invalid ? (
        <p className={styles.muted}>
          <Trans id="bo.campaigns.preview.invalid">Complete the amounts to see the preview.</Trans>
        </p>
      ) : null}
      {lines && !invalid ? (
        <table className={styles.table}>
          <caption className="visually-hidden">{heading}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans id="bo.campaigns.preview.when">When</Trans>
              </th>
              <th scope="col" className={styles.num}>
                <Trans id="bo.campaigns.reward">Reward</Trans>
              </th>
              <th scope="col" className={styles.num}>
                <Trans id="bo.campaigns.preview.wagering">Stakes to turn it into cash</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={`${l.on}:${l.value}`}>
                <td>{caseOf(l)}</td>
                <td className={`${styles.num} tabular`}>{l.amount}</td>
                <td className={`${styles.num} tabular`}>
                  {l.wagering ?? t({ id: 'bo.campaigns.preview.cash', message: 'Paid as cash' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
