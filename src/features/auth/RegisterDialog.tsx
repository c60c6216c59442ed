import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { EmailWithCode, FormError, PhoneWithCode } from '../../components/Form/ContactWithCode.tsx'
import { NewPasswordFields, newPasswordErrors } from '../../components/Form/NewPasswordFields.tsx'
import { type Errors, text, useForm } from '../../components/Form/useForm.ts'
import { isValidEmail, mobileProblem, normaliseMobile } from '../../components/Form/validation.ts'
import { Tabs } from '../../components/Tabs/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import styles from './AuthDialogs.module.css'
import { useEmailRegister, useMobileRegister, useQuickRegister } from './api.ts'
import { SwitchDialog, TermsAndAge } from './FormParts.tsx'
import { useInviter } from './inviter.ts'

type Tab = 'mobile' | 'email' | 'quick'

/** The checks every registration shares: password rule, the two entries match, terms, age. */
function commonChecks(data: FormData): Errors {
  return {
    ...newPasswordErrors(data, 'passwordRequired'),
    terms: data.get('terms') ? undefined : 'acceptTerms',
    age: data.get('age') ? undefined : 'confirmAge',
  }
}

const FIELDS = [
  'account',
  'email',
  'phone',
  'otp',
  'password',
  'confirm',
  'terms',
  'age',
  'inviteCode',
] as const

/** The invite code from the link, and who it comes from once share/{code} answers (spec §7). */
function InvitedBy({ inviteCode }: { inviteCode: string }) {
  const nickname = useInviter(inviteCode).data?.nickname
  return (
    <>
      <p className={styles.invite}>
        <Trans id="invitedWithCode">Invite code: {inviteCode}</Trans>
      </p>
      {nickname ? (
        <p className={styles.invite}>
          <Trans id="invitedBy">Invited by {nickname}</Trans>
        </p>
      ) : null}
    </>
  )
}

function RegisterForm({ tab, inviteCode }: { tab: Tab; inviteCode?: string }) {
  const { t, i18n } = useLingui()
  const byMobile = useMobileRegister()
  const byEmail = useEmailRegister()
  const quick = useQuickRegister()
  const form = useForm(
    FIELDS,
    (data) => {
      const errors = commonChecks(data)
      const email = text(data, 'email').toLowerCase()
      if (tab === 'email')
        errors.email = !email ? 'emailRequired' : isValidEmail(email) ? undefined : 'invalidEmail'
      if (tab === 'mobile') errors.phone = mobileProblem(text(data, 'mobile')) ?? undefined
      if (tab !== 'quick' && !text(data, 'otp')) errors.otp = 'otpRequired'
      if (tab === 'quick' && !text(data, 'account')) errors.account = 'accountRequired'
      const password = String(data.get('password') ?? '')
      const invite = inviteCode || undefined
      const body =
        tab === 'mobile'
          ? {
              areaCode: text(data, 'area'),
              mobile: normaliseMobile(text(data, 'mobile')),
              otp: text(data, 'otp'),
              password,
              inviteCode: invite,
            }
          : tab === 'email'
            ? { email, otp: text(data, 'otp'), password, inviteCode: invite }
            : { account: text(data, 'account'), password, inviteCode: invite }
      return { errors, body }
    },
    (body) => (tab === 'mobile' ? byMobile : tab === 'email' ? byEmail : quick).mutateAsync(body),
  )
  const message = (key?: string) => key && messageFor(i18n, key)
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      {tab === 'mobile' ? <PhoneWithCode kind="register" {...form} /> : null}
      {tab === 'email' ? <EmailWithCode kind="register" {...form} /> : null}
      {tab === 'quick' ? (
        <Field
          name="account"
          label={t({ id: 'account', message: 'Account' })}
          autoComplete="username"
          error={message(form.errors.account)}
        />
      ) : null}
      <NewPasswordFields errors={form.errors} />
      {inviteCode ? <InvitedBy inviteCode={inviteCode} /> : null}
      <FormError error={form.errors.inviteCode} />
      <TermsAndAge errors={form.errors} />
      <FormError error={form.errors.form} />
      <Button
        type="submit"
        variant="primary"
        block
        loading={byMobile.isPending || byEmail.isPending || quick.isPending}
      >
        <Trans id="register">Register</Trans>
      </Button>
    </form>
  )
}

/** Register with mobile, with e-mail (each confirmed by a code) or quickly with an account name. */
export function RegisterForms({ inviteCode }: { inviteCode?: string }) {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('quick')
  const tabs = [
    { key: 'mobile' as const, label: t({ id: 'auth.withMobile', message: 'Mobile' }) },
    { key: 'email' as const, label: t({ id: 'auth.withEmail', message: 'Email' }) },
    { key: 'quick' as const, label: t({ id: 'auth.quickRegister', message: 'Quick register' }) },
  ]
  return (
    <>
      <Tabs label={t({ id: 'register', message: 'Register' })} items={tabs} selected={tab} onSelect={setTab}>
        <RegisterForm key={tab} tab={tab} inviteCode={inviteCode} />
      </Tabs>
      <SwitchDialog
        question={<Trans id="haveAccount">Already have an account?</Trans>}
        to="login"
        label={<Trans id="signIn">Sign in</Trans>}
      />
    </>
  )
}
