import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../components/Icon/index.tsx'
import { footerFor, useSiteConfig, useSupportChannels } from '../../features/site/queries.ts'
import { ui } from '../../state/ui.ts'
import styles from './Footer.module.css'

const COPYRIGHT_YEAR = 2024

function Group({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.group}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul className={styles.links}>{children}</ul>
    </section>
  )
}

const social: { key: 'facebook' | 'telegram' | 'whatsapp'; icon: IconName; label: string }[] = [
  { key: 'facebook', icon: 'facebook', label: 'Facebook' },
  { key: 'telegram', icon: 'telegram', label: 'Telegram' },
  { key: 'whatsapp', icon: 'whatsapp', label: 'WhatsApp' },
]

/** The support hours and the channels besides the chat, as the server answers them. */
function SupportChannels() {
  const { t } = useLingui()
  const { data } = useSupportChannels()
  if (!data) return null
  const { from, to } = data.hours
  return (
    <>
      <li className={styles.hours}>{t({ id: 'footer.hours', message: `Every day ${from}–${to}` })}</li>
      {data.channels
        .filter((c) => c.kind !== 'chat')
        .map((c) => (
          <li key={c.kind}>
            <a href={c.kind === 'email' ? `mailto:${c.address}` : c.address} rel="noopener" target="_blank">
              {c.kind === 'email' ? t({ id: 'footer.email', message: 'E-mail support' }) : 'Telegram'}
            </a>
          </li>
        ))}
    </>
  )
}

/** Spec §2 footer: link groups, community, sponsorship, responsible gaming, logo and copyright. */
export function Footer() {
  const { t, i18n } = useLingui()
  const { data } = useSiteConfig()
  const text = footerFor(data, i18n.locale)
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        <Group title={<Trans id="footer.support">Support</Trans>}>
          <li>
            <Link to="/chat">{t({ id: 'chat.title', message: 'Live support' })}</Link>
          </li>
          <SupportChannels />
          <li>
            <Link to="/announcements">{t({ id: 'nav.announcements', message: 'Announcements' })}</Link>
          </li>
          <li>
            <Link to="/" search={{ invite: true }}>
              {t({ id: 'footer.invite', message: 'Invite friends' })}
            </Link>
          </li>
          <li>
            <Link to="/profile">{t({ id: 'nav.profile', message: 'Profile' })}</Link>
          </li>
          <li>
            <Link to="/">{t({ id: 'nav.home', message: 'Home' })}</Link>
          </li>
        </Group>
        <Group title={<Trans id="nav.games">Games</Trans>}>
          <li>
            <Link to="/game">{t({ id: 'footer.allGames', message: 'All games' })}</Link>
          </li>
        </Group>
        <Group title={<Trans id="nav.sports">Sports</Trans>}>
          <li>
            <Link to="/sport/$game" params={{ game: 'soccer' }}>
              {t({ id: 'game.soccer', message: 'Soccer' })}
            </Link>
          </li>
          <li>
            <Link to="/sport/$game" params={{ game: 'basketball' }}>
              {t({ id: 'game.basketball', message: 'Basketball' })}
            </Link>
          </li>
          <li>
            <Link to="/sport/$game" params={{ game: 'bd' }}>
              {t({ id: 'game.bd', message: 'Beijing single' })}
            </Link>
          </li>
        </Group>
        <Group title={<Trans id="nav.lottery">Lottery</Trans>}>
          <li>
            <Link to="/lottery/mark-six">{t({ id: 'game.markSix', message: 'Mark Six' })}</Link>
          </li>
        </Group>
        <section className={styles.group}>
          <h2 className={styles.groupTitle}>
            <Trans id="footer.community">Community</Trans>
          </h2>
          <ul className={styles.social}>
            {social.map((s) => {
              const href = text?.social?.[s.key]
              return href ? (
                <li key={s.key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.label}
                    className={styles.socialLink}
                  >
                    <Icon name={s.icon} />
                  </a>
                </li>
              ) : null
            })}
          </ul>
        </section>
      </div>
      {text ? (
        <div className={styles.texts}>
          <p>{text.about}</p>
          <section>
            <h2 className={styles.groupTitle}>
              <Trans id="footer.sponsorship">Sponsorship</Trans>
            </h2>
            <p>{text.sponsorship}</p>
          </section>
          <section>
            <h2 className={styles.groupTitle}>
              <Trans id="footer.responsibleGaming">Responsible gaming</Trans>
            </h2>
            <p>
              <span className={styles.age} aria-hidden="true">
                18+
              </span>
              {text.responsibleGaming}{' '}
              <Link
                to="/profile"
                onClick={() => {
                  ui.selectedProfileMenu = 'safer'
                }}
              >
                <Trans id="footer.saferTools">Limits, breaks and self-exclusion</Trans>
              </Link>
            </p>
          </section>
        </div>
      ) : null}
      <div className={styles.bottom}>
        <img src="/logo.svg" alt="Betsuite" width={32} height={32} />
        <p className={styles.copyright}>{text?.copyright ?? `© ${COPYRIGHT_YEAR} Betsuite`}</p>
      </div>
    </footer>
  )
}
