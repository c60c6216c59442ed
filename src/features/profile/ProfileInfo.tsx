import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { EmailWithCode, FormError, PhoneWithCode } from '../../components/Form/ContactWithCode.tsx'
import { type Errors, text, useForm } from '../../components/Form/useForm.ts'
import { isValidEmail, mobileProblem, normaliseMobile } from '../../components/Form/validation.ts'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import { useMemberInfo } from '../../shared/account/memberInfo.ts'
import { showToast } from '../../state/ui.ts'
import { useEmailChange, useNickname, usePhoneChange, useRealName } from './api.ts'
import styles from './ProfilePage.module.css'

type Editing = 'nickname' | 'realName' | 'email' | 'phone' | null

/** One in-place change: checks, saves, says "Saved" and closes; errors stay under their fields. */
function EditForm<T>({
  fields,
  check,
  save,
  done,
  children,
}: {
  fields: readonly string[]
  check: (data: FormData) => { errors: Errors; body: T }
  save: { mutateAsync(body: T): Promise<unknown>; isPending: boolean }
  done(): void
  children: (form: ReturnType<typeof useForm<T>>) => ReactNode
}) {
  const form = useForm(fields, check, async (body) => {
    await save.mutateAsync(body)
    showToast('successful', 'saved')
    done()
  })
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className={styles.editForm}>
      {children(form)}
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" loading={save.isPending}>
        <Trans id="save">Save</Trans>
      </Button>
    </form>
  )
}

function NicknameForm({ done }: { done(): void }) {
  const { t, i18n } = useLingui()
  return (
    <EditForm
      fields={['nickname']}
      save={useNickname()}
      done={done}
      check={(data) => {
        const nickname = text(data, 'nickname')
        return {
          errors: { nickname: nickname.length < 6 ? 'nicknameTooShort' : undefined },
          body: { nickname },
        }
      }}
    >
      {(form) => (
        <Field
          name="nickname"
          label={t({ id: 'profile.nickname', message: 'Nickname' })}
          error={form.errors.nickname && messageFor(i18n, form.errors.nickname)}
        />
      )}
    </EditForm>
  )
}

function RealNameForm({ done }: { done(): void }) {
  const { t, i18n } = useLingui()
  return (
    <EditForm
      fields={['real_name']}
      save={useRealName()}
      done={done}
      check={(data) => {
        const real_name = text(data, 'real_name')
        return {
          errors: { real_name: real_name.length < 2 ? 'realNameRequired' : undefined },
          body: { real_name },
        }
      }}
    >
      {(form) => (
        <Field
          name="real_name"
          autoComplete="name"
          label={t({ id: 'profile.realName', message: 'Real name' })}
          error={form.errors.real_name && messageFor(i18n, form.errors.real_name)}
        />
      )}
    </EditForm>
  )
}

/**
 * The sign-in password, asked before the e-mail or mobile moves: the address is how a password
 * is reset, so a borrowed session alone must not be able to change it.
 */
function CurrentPassword({ error }: { error?: string }) {
  const { t, i18n } = useLingui()
  return (
    <Field
      name="password"
      type="password"
      autoComplete="current-password"
      label={t({ id: 'profile.currentPassword', message: 'Current password' })}
      error={error && messageFor(i18n, error)}
    />
  )
}

const currentPassword = (data: FormData) => String(data.get('password') ?? '')

function EmailForm({ done }: { done(): void }) {
  return (
    <EditForm
      fields={['email', 'otp', 'password']}
      save={useEmailChange()}
      done={done}
      check={(data) => {
        const email = text(data, 'email').toLowerCase()
        const errors: Errors = {
          email: !email ? 'emailRequired' : isValidEmail(email) ? undefined : 'invalidEmail',
          otp: text(data, 'otp') ? undefined : 'otpRequired',
          password: currentPassword(data) ? undefined : 'currentPasswordRequired',
        }
        return { errors, body: { email, otp: text(data, 'otp'), password: currentPassword(data) } }
      }}
    >
      {(form) => (
        <>
          <EmailWithCode kind="change" {...form} />
          <CurrentPassword error={form.errors.password} />
        </>
      )}
    </EditForm>
  )
}

function PhoneForm({ done }: { done(): void }) {
  return (
    <EditForm
      fields={['phone', 'otp', 'password']}
      save={usePhoneChange()}
      done={done}
      check={(data) => ({
        errors: {
          phone: mobileProblem(text(data, 'mobile')) ?? undefined,
          otp: text(data, 'otp') ? undefined : 'otpRequired',
          password: currentPassword(data) ? undefined : 'currentPasswordRequired',
        },
        body: {
          area_code: text(data, 'area'),
          phone: normaliseMobile(text(data, 'mobile')),
          otp: text(data, 'otp'),
          password: currentPassword(data),
        },
      })}
    >
      {(form) => (
        <>
          <PhoneWithCode kind="change" {...form} />
          <CurrentPassword error={form.errors.password} />
        </>
      )}
    </EditForm>
  )
}

/**
 * Profile info: each line can be changed in place; e-mail and mobile need a code sent to them and
 * the current password.
 */
export function ProfileInfo() {
  const { t } = useLingui()
  const info = useMemberInfo()
  const [editing, setEditing] = useState<Editing>(null)
  if (info.isPending) return <Skeleton rows={4} height={40} />
  if (info.isError) return <ErrorLine error={info.error} onRetry={() => info.refetch()} />
  const d = info.data
  const notSet = t({ id: 'profile.notSet', message: 'Not set' })
  const verified = (on: boolean) => (on ? ` · ${t({ id: 'profile.verified', message: 'verified' })}` : '')
  const done = () => setEditing(null)
  const rows: {
    key: Exclude<Editing, null> | 'account' | 'invite'
    label: string
    value: string
    form?: ReactNode
  }[] = [
    { key: 'account', label: t({ id: 'account', message: 'Account' }), value: d.account },
    {
      key: 'nickname',
      label: t({ id: 'profile.nickname', message: 'Nickname' }),
      value: d.nickname,
      form: <NicknameForm done={done} />,
    },
    {
      key: 'realName',
      label: t({ id: 'profile.realName', message: 'Real name' }),
      value: d.real_name ?? notSet,
      form: <RealNameForm done={done} />,
    },
    {
      key: 'email',
      label: t({ id: 'profile.email', message: 'Email' }),
      value: (d.email ?? notSet) + verified(d.email_verified),
      form: <EmailForm done={done} />,
    },
    {
      key: 'phone',
      label: t({ id: 'profile.mobile', message: 'Mobile' }),
      value: d.mobile ? `+${d.area_code} ${d.mobile}${verified(d.phone_verified)}` : notSet,
      form: <PhoneForm done={done} />,
    },
    { key: 'invite', label: t({ id: 'invite.code', message: 'Invite code' }), value: d.invite_code },
  ]
  return (
    <dl className={styles.info}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>
            <span>{row.value}</span>
            {row.form ? (
              <button
                type="button"
                className={styles.change}
                aria-expanded={editing === row.key}
                aria-label={`${t({ id: 'change', message: 'Change' })}: ${row.label}`}
                onClick={() => setEditing(editing === row.key ? null : (row.key as Editing))}
              >
                {editing === row.key
                  ? t({ id: 'cancel', message: 'Cancel' })
                  : t({ id: 'change', message: 'Change' })}
              </button>
            ) : null}
          </dd>
          {editing === row.key ? <div className={styles.edit}>{row.form}</div> : null}
        </div>
      ))}
    </dl>
  )
}
