import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { QRCodeSVG } from 'qrcode.react'
import { type FormEvent, useState } from 'react'
import type { SessionAnswer, SignInAnswer } from '#contract/backofficeRoles.ts'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { LanguagePicker } from '../../components/LanguagePicker/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import { meQuery, secondFactor, signIn } from './api.ts'
import styles from './Backoffice.module.css'
import { startSession } from './session.ts'

/** What a failed step says: the server's key, with the tries left or the minutes of a lock. */
function useFailure() {
  const { t, i18n } = useLingui()
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return messageFor(i18n, 'somethingWentWrong')
    const data = error.data as { triesLeft?: number; retryAfter?: number } | null
    if (error.message === 'secondFactorWrong' && data?.triesLeft !== undefined) {
      const tries = data.triesLeft
      return t({
        id: 'bo.signIn.triesLeft',
        message: `That code is not right: ${tries} tries left before a 15-minute lock`,
      })
    }
    if (error.message === 'operatorLocked' && data?.retryAfter !== undefined) {
      const minutes = Math.max(1, Math.ceil(data.retryAfter / 60))
      return t({ id: 'bo.signIn.lockedFor', message: `Too many wrong codes: try again in ${minutes} min` })
    }
    return messageFor(i18n, errorMessage(error))
  }
}

/** Groups a base32 secret in fours, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

/**
 * Password, then the second factor: the code of an authenticator app (after scanning the QR code
 * at the first sign-in) or one recovery code; after enrolment, the recovery codes, shown once.
 */
export function SignInPage() {
  const { t } = useLingui()
  const failure = useFailure()
  const [step, setStep] = useState<SignInAnswer | null>(null)
  const [done, setDone] = useState<SessionAnswer | null>(null)
  const [useRecovery, setUseRecovery] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const client = useQueryClient()
  // The answer already says who signed in: the console opens without asking again.
  const begin = (answer: SessionAnswer) => {
    client.setQueryData(meQuery(answer.token).queryKey, answer.me)
    startSession(answer.token)
  }

  async function run(work: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (err) {
      if (err instanceof ApiError && err.message === 'signInExpired') setStep(null)
      setError(failure(err))
    } finally {
      setBusy(false)
    }
  }

  const submitPassword = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    void run(async () => {
      setStep(await signIn(String(form.get('name') ?? '').trim(), String(form.get('password') ?? '')))
      setUseRecovery(false)
    })
  }

  const submitCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!step) return
    const value = String(new FormData(e.currentTarget).get('code') ?? '').trim()
    void run(async () => {
      const answer = await secondFactor({
        challenge: step.challenge,
        ...(useRecovery ? { recoveryCode: value } : { code: value }),
      })
      if (answer.recoveryCodes) setDone(answer)
      else begin(answer)
    })
  }

  const alert = error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null

  return (
    <main className={styles.signInPage}>
      <div className={`${styles.card} ${styles.signInCard}`}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>
            <Trans id="bo.signIn.title">Back office</Trans>
          </h1>
          <LanguagePicker />
        </div>
        {done?.recoveryCodes ? (
          <>
            <h2>
              <Trans id="bo.codes.title">Save your recovery codes</Trans>
            </h2>
            <p className={styles.muted}>
              <Trans id="bo.codes.body">
                Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not
                shown again.
              </Trans>
            </p>
            <ul className={styles.codes} aria-label={t({ id: 'bo.codes.list', message: 'Recovery codes' })}>
              {done.recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <Button variant="primary" block onClick={() => begin(done)}>
              <Trans id="bo.codes.saved">I have saved them</Trans>
            </Button>
          </>
        ) : step ? (
          <form onSubmit={submitCode} noValidate>
            {step.enrol ? (
              <div className={styles.signInCard}>
                <h2>
                  <Trans id="bo.enrol.title">Set up two-step sign-in</Trans>
                </h2>
                <p className={styles.muted}>
                  <Trans id="bo.enrol.body">
                    Scan the QR code with an authenticator app, or type the secret into it, then enter the
                    code it shows.
                  </Trans>
                </p>
                <div className={styles.qr}>
                  <QRCodeSVG
                    value={step.enrol.uri}
                    size={184}
                    title={t({ id: 'bo.enrol.qr', message: 'QR code for your authenticator app' })}
                  />
                </div>
                <p className={styles.muted}>
                  <Trans id="bo.enrol.secret">Secret</Trans>
                </p>
                <p className={styles.secret}>{grouped(step.enrol.secret)}</p>
                <details>
                  <summary className={styles.summary}>
                    <Trans id="bo.enrol.uri">Show the otpauth link</Trans>
                  </summary>
                  <p className={styles.uri}>{step.enrol.uri}</p>
                </details>
              </div>
            ) : null}
            {useRecovery ? (
              <Field
                key="recovery"
                name="code"
                label={t({ id: 'bo.signIn.recoveryCode', message: 'Recovery code' })}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            ) : (
              <Field
                key="code"
                name="code"
                label={t({ id: 'bo.signIn.code', message: 'Code from your authenticator app' })}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                required
              />
            )}
            {alert}
            <div className={styles.signInCard}>
              <Button type="submit" variant="primary" block loading={busy}>
                <Trans id="bo.signIn.submit">Sign in</Trans>
              </Button>
              {step.enrol ? null : (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setUseRecovery(!useRecovery)}
                >
                  {useRecovery ? (
                    <Trans id="bo.signIn.useCode">Use the authenticator code</Trans>
                  ) : (
                    <Trans id="bo.signIn.useRecovery">Use a recovery code instead</Trans>
                  )}
                </button>
              )}
              <button type="button" className={styles.linkButton} onClick={() => setStep(null)}>
                <Trans id="bo.signIn.startOver">Start over</Trans>
              </button>
            </div>
          </form>
        ) : (
          <form onSubmit={submitPassword} noValidate>
            <p className={styles.muted}>
              <Trans id="bo.signIn.body">Operators only. Sign in with your operator name and password.</Trans>
            </p>
            <Field
              name="name"
              label={t({ id: 'bo.signIn.name', message: 'Operator name' })}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <Field
              name="password"
              type="password"
              label={t({ id: 'bo.signIn.password', message: 'Password' })}
              autoComplete="current-password"
              required
            />
            {alert}
            <Button type="submit" variant="primary" block loading={busy}>
              <Trans id="bo.signIn.continue">Continue</Trans>
            </Button>
          </form>
        )}
      </div>
    </main>
  )
}
