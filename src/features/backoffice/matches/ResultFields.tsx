import { useLingui } from '@lingui/react/macro'
import type { MatchRow, MatchSport } from '#contract/backofficeRoles.ts'
import { Field } from '../../../components/Field/index.tsx'
import { messageFor } from '../../../i18n/index.ts'
import styles from '../Backoffice.module.css'
import { Select } from '../Select.tsx'
import type { CricketScore, SportScore } from './api.ts'
import local from './Matches.module.css'

const INNINGS = ['runs', 'wickets', 'balls', 'sixes'] as const

/** A whole number as typed, or NaN: no float parsing quirks ("1e2", "2.0", " 3") get through. */
const whole = (form: FormData, name: string) => {
  const text = String(form.get(name) ?? '').trim()
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN
}

/**
 * The typed result as the server takes it, or the message key of its first problem (the same
 * rules the server checks: scores whole and not negative, half time within full time, the side
 * with more runs the winner).
 */
export function readResult(
  sport: MatchSport,
  form: FormData,
): { body: { score: SportScore } | { cricket: CricketScore }; problem?: undefined } | { problem: string } {
  if (sport === 'cricket') {
    const innings = (side: 'home' | 'away') => ({
      runs: whole(form, `${side}.runs`),
      wickets: whole(form, `${side}.wickets`),
      balls: whole(form, `${side}.balls`),
      sixes: whole(form, `${side}.sixes`),
    })
    const cricket: CricketScore = {
      toss: form.get('toss') === 'away' ? 'away' : 'home',
      decision: form.get('decision') === 'field' ? 'field' : 'bat',
      winner: form.get('winner') === 'away' ? 'away' : 'home',
      home: innings('home'),
      away: innings('away'),
    }
    const all = [cricket.home, cricket.away].flatMap((i) => INNINGS.map((k) => i[k]))
    if (all.some(Number.isNaN)) return { problem: 'invalidScore' }
    if (cricket.home.wickets > 10 || cricket.away.wickets > 10) return { problem: 'tooManyWickets' }
    if (cricket.home.runs !== cricket.away.runs) {
      const ahead = cricket.home.runs > cricket.away.runs ? 'home' : 'away'
      if (cricket.winner !== ahead) return { problem: 'winnerNotAhead' }
    }
    return { body: { cricket } }
  }
  const fullHome = whole(form, 'fullHome')
  const fullAway = whole(form, 'fullAway')
  if (Number.isNaN(fullHome) || Number.isNaN(fullAway)) return { problem: 'invalidScore' }
  if (sport === 'basketball') return { body: { score: { fullHome, fullAway } } }
  const halfHome = whole(form, 'halfHome')
  const halfAway = whole(form, 'halfAway')
  if (Number.isNaN(halfHome) || Number.isNaN(halfAway)) return { problem: 'invalidScore' }
  if (halfHome > fullHome || halfAway > fullAway) return { problem: 'halfAboveFull' }
  return { body: { score: { halfHome, halfAway, fullHome, fullAway } } }
}

/** A score box: whole numbers, the phone's number pad. */
function ScoreField({ name, label }: { name: string; label: string }) {
  return <Field name={name} label={label} inputMode="numeric" autoComplete="off" maxLength={3} required />
}

/**
 * The result's fields: full time (and half time for football, whose half-time markets need it), or
 * for cricket the toss, the winner and each side's innings.
 */
export function ResultFields({ match, problem }: { match: MatchRow; problem: string | null }) {
  const { t, i18n } = useLingui()
  const sides = [
    { value: 'home', label: match.home },
    { value: 'away', label: match.away },
  ]
  const message = problem ? (
    <p className={styles.error} role="alert">
      {messageFor(i18n, problem)}
    </p>
  ) : null
  if (match.sport !== 'cricket')
    return (
      <>
        <div className={local.scoreGrid}>
          {match.sport === 'basketball' ? null : (
            <>
              <ScoreField
                name="halfHome"
                label={t({ id: 'bo.matches.halfHome', message: `Half time: ${match.home}` })}
              />
              <ScoreField
                name="halfAway"
                label={t({ id: 'bo.matches.halfAway', message: `Half time: ${match.away}` })}
              />
            </>
          )}
          <ScoreField
            name="fullHome"
            label={t({ id: 'bo.matches.fullHome', message: `Full time: ${match.home}` })}
          />
          <ScoreField
            name="fullAway"
            label={t({ id: 'bo.matches.fullAway', message: `Full time: ${match.away}` })}
          />
        </div>
        {message}
      </>
    )
  const inningsLabels = {
    runs: t({ id: 'bo.matches.runs', message: 'Runs' }),
    wickets: t({ id: 'bo.matches.wickets', message: 'Wickets' }),
    balls: t({ id: 'bo.matches.balls', message: 'Balls' }),
    sixes: t({ id: 'bo.matches.sixes', message: 'Sixes' }),
  }
  return (
    <>
      <div className={local.choiceGrid}>
        <Select
          name="toss"
          label={t({ id: 'bo.matches.toss', message: 'Toss won by' })}
          value="home"
          options={sides}
        />
        <Select
          name="decision"
          label={t({ id: 'bo.matches.decision', message: 'Toss winner chose to' })}
          value="bat"
          options={[
            { value: 'bat', label: t({ id: 'bo.matches.bat', message: 'Bat' }) },
            { value: 'field', label: t({ id: 'bo.matches.field', message: 'Field' }) },
          ]}
        />
        <Select
          name="winner"
          label={t({ id: 'bo.matches.winner', message: 'Winner' })}
          value="home"
          options={sides}
        />
      </div>
      {sides.map((side) => (
        <fieldset key={side.value} className={local.scoreGrid}>
          <legend>{side.label}</legend>
          {INNINGS.map((k) => (
            <ScoreField key={k} name={`${side.value}.${k}`} label={inningsLabels[k]} />
          ))}
        </fieldset>
      ))}
      {message}
    </>
  )
}
