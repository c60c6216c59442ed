import fc from 'fast-check'
import type { z } from 'zod'

/**
 * Values built from a route's zod schema for the fuzz test: plausible ones (what the schema
 * describes, so a request can get past validation and reach the code behind it) and hostile ones
 * (what a careless or malicious caller sends). Only the schema node kinds our routes use are
 * understood; anything else gets arbitrary JSON.
 */

/** Any field may receive these: wrong types, NUL and lone surrogates, impossible dates, extremes. */
export const HOSTILE: readonly unknown[] = [
  '\u0000',
  'ab\u0000cd',
  '\uD800',
  'x\uDFFFy',
  'A'.repeat(100_000),
  '2024-99-99',
  '2024-02-30',
  '0000-00-00',
  '99999-01-01',
  '2024-01-01T99:99:99Z',
  -1,
  0,
  1.5,
  -1e308,
  1e308,
  2 ** 63,
  '99999999999999999999999999999999',
  '-99999999999999999999',
  '1e400',
  'NaN',
  'Infinity',
  '0x1F',
  '',
  ' ',
  true,
  null,
  [],
  {},
  [null],
  { a: { b: { c: [] } } },
  '__proto__',
  "'; drop table users; --",
  '../../../etc/passwd',
  '\u202Eevil',
  '😀'.repeat(500),
  '%00',
  '\r\nx-injected: 1',
]

/**
 * What a field that takes a day or a moment is tried with besides: the years no one means and the
 * first and last days a request may name, whose range ends once reached the database as instants
 * it refused (years 0 and 10000).
 */
export const DATE_EDGES: readonly string[] = [
  '0001-01-01',
  '0999-12-31',
  '1000-01-01',
  '9999-12-31',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-12:00',
]
/** A plausible value that names a day (a date or a date-time). */
export const looksDated = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)

/** The hostile values every field of every route is tried with, one field at a time. */
export const CORE_HOSTILE: readonly unknown[] = [
  '\u0000',
  'x\uDFFFy',
  'A'.repeat(100_000),
  '2024-99-99',
  '99999999999999999999999999999999',
  -1,
  { a: 1 },
  null,
]

type Node = z.core.$ZodType
type Def = Node['_zod']['def'] & Record<string, unknown>

const defOf = (schema: Node) => schema._zod.def as Def

/** The object behind optional / default / nullable / pipe wrappers, if any. */
export function objectShape(schema: Node | undefined): Record<string, Node> | null {
  if (!schema) return null
  const def = defOf(schema)
  if (def.type === 'object') return def.shape as Record<string, Node>
  const inner = (def.innerType ?? def.in) as Node | undefined
  return inner ? objectShape(inner) : null
}

const hostile = fc.constantFrom(...HOSTILE)

/** A value the schema plausibly accepts; `noise` is the chance of a hostile leaf instead. */
export function plausible(schema: Node, noise = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  const arb = plausibleOf(def, noise)
  return noise > 0 && def.type !== 'object' && def.type !== 'array'
    ? fc.oneof(
        { arbitrary: arb, weight: Math.round((1 - noise) * 100) },
        { arbitrary: hostile, weight: Math.round(noise * 100) },
      )
    : arb
}

function plausibleOf(def: Def, noise: number): fc.Arbitrary<unknown> {
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Node>
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, plausible(v, noise)])))
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return plausible(def.innerType as Node, noise)
    case 'pipe':
      return fc.oneof(plausible(def.in as Node, noise), plausible(def.out as Node, noise))
    case 'lazy':
      return fc.constant({})
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>))
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(plausible(def.element as Node, noise), { minLength: 1, maxLength: 3 })
    case 'tuple':
      return fc.tuple(...(def.items as Node[]).map((i) => plausible(i, noise)))
    case 'union':
      return fc.oneof(...(def.options as Node[]).map((o) => plausible(o, noise)))
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 8 }),
        plausible(def.valueType as Node, noise),
        {
          minKeys: 1,
          maxKeys: 2,
        },
      )
    case 'number':
    case 'bigint':
      return plausibleNumber(def)
    case 'string':
      return plausibleString(def)
    default:
      return fc.oneof(fc.string({ maxLength: 12 }), fc.integer())
  }
}

interface CheckDef {
  check: string
  pattern?: RegExp
  minimum?: number
  maximum?: number
  value?: number
}
const checksOf = (def: Def) => ((def.checks ?? []) as { _zod: { def: CheckDef } }[]).map((c) => c._zod.def)

/** Within the schema's bounds, so the other fields of a request do not fail before the target. */
function plausibleNumber(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def)
  const min = checks.find((c) => c.check === 'greater_than')?.value ?? 0
  const max = checks.find((c) => c.check === 'less_than')?.value ?? Math.max(min, 0) + 1000
  return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
}

function plausibleString(def: Def): fc.Arbitrary<string> {
  if (def.format === 'email') return fc.emailAddress()
  // ISO dates and date-times carry their pattern on the schema itself: values of that shape get
  // past the format check to the code behind it.
  if ((def.format === 'date' || def.format === 'datetime') && def.pattern instanceof RegExp)
    return fc.stringMatching(def.pattern)
  const checks = checksOf(def)
  const pattern = checks.map((c) => c.pattern).find((p) => p instanceof RegExp)
  if (pattern) return fc.stringMatching(pattern)
  const minLength = Math.max(1, checks.find((c) => c.check === 'min_length')?.minimum ?? 1)
  const maxLength = Math.max(
    minLength,
    Math.min(24, checks.find((c) => c.check === 'max_length')?.maximum ?? 24),
  )
  return fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
    fc
      .constantFrom('demo1234', 'Secret123', '2026-11-21', '10', 'USDT', 'hkmarksix', 'soccer')
      .filter((v) => v.length >= minLength && v.length <= maxLength),
  )
}

/**
 * An object for one request part: every field plausible except `target`, which gets `value`
 * (or is left out when `value` is the MISSING marker).
 */
export const MISSING = Symbol('missing')
export function withField(base: Record<string, unknown>, target: string, value: unknown) {
  const copy = { ...base }
  if (value === MISSING) delete copy[target]
  else copy[target] = value
  return copy
}

/** A request part as a whole: plausible with hostile noise, fields dropped, an extra field added. */
export function mixedPart(schema: Node): fc.Arbitrary<unknown> {
  const shape = objectShape(schema)
  if (!shape) return fc.oneof(plausible(schema, 0.2), hostile)
  return fc
    .tuple(
      fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, plausible(v, 0.15)])), {
        requiredKeys: Object.keys(shape).filter((_, i) => i % 4 !== 3),
      }),
      fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'x\u0000'), hostile)),
    )
    .map(([obj, extra]) => (extra ? { ...obj, [extra[0]]: extra[1] } : obj))
}
