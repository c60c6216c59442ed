import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Button } from '../../components/Button/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { ui } from '../../state/ui.ts'
import { useMemberInfo } from '../profile/queries.ts'
import styles from './InviteWindow.module.css'

/** Spec §9: the invite link is the site's origin, the registration path and the code. */
export const inviteLink = (code: string, origin = window.location.origin) =>
  `${origin}/registration?inviteCode=${encodeURIComponent(code)}`

/** Spec §4: the check mark shows about 0.4 s for the code and 1 s for the link. */
const COPIED_MS = { code: 400, link: 1000 } as const

function CopyRow({ label, value, kind }: { label: string; value: string; kind: keyof typeof COPIED_MS }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS[kind])
    return () => clearTimeout(timer)
  }, [copied, kind])
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <output className={styles.value}>{value}</output>
      <Button
        variant="ghost"
        onClick={async () => {
          await navigator.clipboard?.writeText(value).catch(() => undefined)
          setCopied(true)
        }}
      >
        {copied ? t({ id: 'copied', message: 'Copied' }) : t({ id: 'copy', message: 'Copy' })}
      </Button>
    </div>
  )
}

export function InviteWindow() {
  const { t } = useLingui()
  const { isInviteWindowShow } = useSnapshot(ui)
  const info = useMemberInfo(isInviteWindowShow)
  const close = () => {
    ui.isInviteWindowShow = false
  }
  return (
    <Modal
      open={isInviteWindowShow}
      title={t({ id: 'invite.title', message: 'Invite friends' })}
      onClose={close}
    >
      <p className={styles.intro}>
        <Trans id="invite.intro">
          Share your code or link: friends who register with it are linked to your account.
        </Trans>
      </p>
      {info.isPending ? <Skeleton rows={2} height={44} /> : null}
      {info.isError ? <ErrorLine error={info.error} onRetry={() => info.refetch()} /> : null}
      {info.data ? (
        <>
          <CopyRow
            kind="code"
            label={t({ id: 'invite.code', message: 'Invite code' })}
            value={info.data.invite_code}
          />
          <CopyRow
            kind="link"
            label={t({ id: 'invite.link', message: 'Invite link' })}
            value={inviteLink(info.data.invite_code)}
          />
        </>
      ) : null}
    </Modal>
  )
}
