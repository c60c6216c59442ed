import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { useMemberInfo } from '../../shared/account/memberInfo.ts'
import { ui } from '../../state/ui.ts'
import { GlobalSettings } from './GlobalSettings.tsx'
import { ProfileInfo } from './ProfileInfo.tsx'
import styles from './ProfilePage.module.css'
import { RewardsSummary } from './RewardsSummary.tsx'
import { Security } from './Security.tsx'
import { SaferGambling } from './safer/SaferGambling.tsx'
import { VipLevels } from './VipLevels.tsx'

const MENU = ['rewards', 'info', 'settings', 'security', 'safer', 'vip', 'invite'] as const
type MenuKey = (typeof MENU)[number]

/**
 * A quick-registered account has neither an e-mail nor a mobile number: a forgotten password
 * would lose it. Say so, and how to fix it, until one is bound.
 */
function Recoverable({ onBind }: { onBind(): void }) {
  const info = useMemberInfo()
  if (!info.data || info.data.email || info.data.mobile) return null
  return (
    <div className={styles.recover} role="note">
      <p>
        <Trans id="profile.unrecoverable">
          Your account has no e-mail or mobile number: if you forget the password it cannot be recovered.
        </Trans>
      </p>
      <button type="button" className={styles.action} onClick={onBind}>
        <Trans id="profile.bindContact">Add an e-mail or mobile number</Trans>
      </button>
    </div>
  )
}

/** The profile page: a menu of sections, rewards selected by default (spec §2). */
export function ProfilePage() {
  const { t } = useLingui()
  const { selectedProfileMenu } = useSnapshot(ui)
  const selected: MenuKey = (MENU as readonly string[]).includes(selectedProfileMenu)
    ? (selectedProfileMenu as MenuKey)
    : 'rewards'
  const labels: Record<MenuKey, string> = {
    rewards: t({ id: 'nav.rewards', message: 'Rewards' }),
    info: t({ id: 'profile.info', message: 'Profile info' }),
    settings: t({ id: 'profile.settings', message: 'Global settings' }),
    security: t({ id: 'profile.security', message: 'Security' }),
    safer: t({ id: 'profile.safer', message: 'Safer gambling' }),
    vip: t({ id: 'profile.vip', message: 'VIP levels' }),
    invite: t({ id: 'invite.title', message: 'Invite friends' }),
  }
  const content: Record<MenuKey, React.ReactNode> = {
    rewards: <RewardsSummary />,
    info: <ProfileInfo />,
    settings: <GlobalSettings />,
    security: <Security />,
    safer: <SaferGambling />,
    vip: <VipLevels />,
    invite: (
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          ui.isInviteWindowShow = true
        }}
      >
        <Trans id="invite.open">Open the invite window</Trans>
      </button>
    ),
  }
  return (
    <PageFrame title={t({ id: 'nav.profile', message: 'Profile' })}>
      <Recoverable
        onBind={() => {
          ui.selectedProfileMenu = 'info'
        }}
      />
      <div className={styles.layout}>
        <nav aria-label={t({ id: 'profile.menu', message: 'Profile menu' })}>
          <ul className={styles.menu}>
            {MENU.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className={styles.entry}
                  aria-current={key === selected ? 'page' : undefined}
                  onClick={() => {
                    ui.selectedProfileMenu = key
                  }}
                >
                  {labels[key]}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label={labels[selected]} className={styles.content}>
          <h2 className={styles.sectionTitle}>{labels[selected]}</h2>
          {content[selected]}
        </section>
      </div>
    </PageFrame>
  )
}
