import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { markSixFromSeed, seedMatches } from '#engine/index.ts'
import { Ball } from '../../components/Ball/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { animalName } from './animals.ts'
import type { Draw } from './api.ts'
import styles from './Lottery.module.css'

const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource))

/** Re-checks a draw in the browser: the seed hashes to what was published, and yields these numbers. */
async function verify(draw: Draw) {
  if (!draw.seed || !draw.numbers || draw.special === null) return false
  const derived = await markSixFromSeed(draw.seed, sha256)
  return (
    (await seedMatches(draw.seed, draw.seed_hash, sha256)) &&
    derived.special === draw.special &&
    derived.numbers.every((n, i) => n === draw.numbers?.[i])
  )
}

function Row({ draw }: { draw: Draw }) {
  const { t, i18n } = useLingui()
  const [checked, setChecked] = useState<boolean | null>(null)
  const date = draw.draw_at.slice(0, 10)
  const animal = (n: number) => animalName(i18n, n, date)
  return (
    <li className={styles.result}>
      <div className={styles.resultHead}>
        <span>
          {draw.match_id} ·{' '}
          {new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(draw.draw_at))}
        </span>
        <button type="button" className={styles.verify} onClick={async () => setChecked(await verify(draw))}>
          {checked === null
            ? t({ id: 'lottery.verify', message: 'Verify draw' })
            : checked
              ? `✓ ${t({ id: 'lottery.verified', message: 'Verified' })}`
              : `✗ ${t({ id: 'lottery.notVerified', message: 'Does not match' })}`}
        </button>
      </div>
      <div className={styles.balls}>
        {(draw.numbers ?? []).map((n) => (
          <Ball key={n} n={n} animal={animal(n)} />
        ))}
        <span className={styles.plus}>+</span>
        {draw.special !== null ? <Ball n={draw.special} animal={animal(draw.special)} /> : null}
      </div>
    </li>
  )
}

export function Results({ draws }: { draws: Draw[] }) {
  if (draws.length === 0)
    return <EmptyState icon="lottery" title={<Trans id="lottery.noResults">No draw results yet</Trans>} />
  return (
    <ul className={styles.results}>
      {draws.map((d) => (
        <Row key={d.match_id} draw={d} />
      ))}
    </ul>
  )
}
