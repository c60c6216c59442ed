import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { QRCodeCanvas } from 'qrcode.react'
import { useEffect, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { api } from '../../api/index.ts'
import { Button } from '../../components/Button/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { auth } from '../../state/auth.ts'
import { ui } from '../../state/ui.ts'
import styles from './InviteWindow.module.css'

/** Spec §9: the invite link is the site's origin, the registration path and the code. */
export const inviteLink = (code: string, origin = window.location.origin) =>
  `${origin}/registration?inviteCode=${encodeURIComponent(code)}`

/** Spec §4: the check mark shows about 0.4 s for the code and 1 s for the link. */
export const COPIED_MS = { code: 400, link: 1000 } as const
export const QR_SIZE = 256

export const shareLinks = (link: string, text: string) => ({
  messenger: `https://www.facebook.com/dialog/send?link=${encodeURIComponent(link)}&redirect_uri=${encodeURIComponent(link)}`,
  whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  telegram: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
})

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
        aria-label={`${t({ id: 'copy', message: 'Copy' })}: ${label}`}
        onClick={async () => {
          await navigator.clipboard?.writeText(value).catch(() => undefined)
          setCopied(true)
        }}
      >
        {copied ? `✓ ${t({ id: 'copied', message: 'Copied' })}` : t({ id: 'copy', message: 'Copy' })}
      </Button>
    </div>
  )
}

/** Invite code by type (1 invites players; agents can also hand out type 2, which invites agents). */
const inviteQuery = (type: 1 | 2) => ({
  queryKey: ['member', 'invite', type],
  queryFn: () => api.get<{ type: number; code: string }>('member/invite', { query: { type }, silent: true }),
  staleTime: 5 * 60_000,
})

function Qr({ link }: { link: string }) {
  const { t } = useLingui()
  const holder = useRef<HTMLDivElement>(null)
  const download = () => {
    const canvas = holder.current?.querySelector('canvas')
    if (!canvas) return
    const a = document.createElement('a')
    a.href = canvas.toDataURL('image/png')
    a.download = 'qrcode.png'
    a.click()
  }
  return (
    <div className={styles.qr} ref={holder}>
      <QRCodeCanvas
        value={link}
        size={QR_SIZE}
        marginSize={2}
        title={t({ id: 'invite.qr', message: 'QR code of your invite link' })}
      />
      <Button variant="secondary" onClick={download}>
        <Trans id="invite.downloadQr">Download QR code</Trans>
      </Button>
    </div>
  )
}

export function InviteWindow() {
  const { t } = useLingui()
  const { isInviteWindowShow } = useSnapshot(ui)
  const { role } = useSnapshot(auth)
  const [type, setType] = useState<1 | 2>(1)
  const typeId = useId()
  const invite = useQuery({ ...inviteQuery(type), enabled: isInviteWindowShow })
  const close = () => {
    ui.isInviteWindowShow = false
  }
  const link = invite.data ? inviteLink(invite.data.code) : ''
  const share = shareLinks(link, t({ id: 'invite.shareText', message: 'Join me on Betsuite:' }))
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
      {role === 'agent' ? (
        <div className={styles.row}>
          <label htmlFor={typeId} className={styles.label}>
            {t({ id: 'invite.type', message: 'Invite type' })}
          </label>
          <select
            id={typeId}
            className={styles.select}
            value={type}
            onChange={(e) => setType(Number(e.target.value) === 2 ? 2 : 1)}
          >
            <option value={1}>{t({ id: 'invite.typePlayer', message: 'Players' })}</option>
            <option value={2}>{t({ id: 'invite.typeAgent', message: 'Agents' })}</option>
          </select>
        </div>
      ) : null}
      {invite.isPending ? <Skeleton rows={2} height={44} /> : null}
      {invite.isError ? <ErrorLine error={invite.error} onRetry={() => invite.refetch()} /> : null}
      {invite.data ? (
        <>
          <CopyRow
            kind="code"
            label={t({ id: 'invite.code', message: 'Invite code' })}
            value={invite.data.code}
          />
          <CopyRow kind="link" label={t({ id: 'invite.link', message: 'Invite link' })} value={link} />
          <Qr link={link} />
          <ul className={styles.share} aria-label={t({ id: 'invite.share', message: 'Share' })}>
            <li>
              <a href={share.messenger} target="_blank" rel="noopener noreferrer">
                Messenger
              </a>
            </li>
            <li>
              <a href={share.whatsapp} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </a>
            </li>
            <li>
              <a href={share.telegram} target="_blank" rel="noopener noreferrer">
                Telegram
              </a>
            </li>
          </ul>
        </>
      ) : null}
    </Modal>
  )
}
