import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A link inside the console. The console is one route (/backoffice/$, see BackofficePages), so the
 * player's bundle carries one route entry for it instead of one per page.
 */
export function PageLink({
  path,
  className,
  children,
  exact,
}: {
  /** Under /backoffice/: '' (overview), 'players', 'players/12', 'draws/hkmarksix/310'. */
  path: string
  className?: string
  children: ReactNode
  /** Lit only on this very path; otherwise also on the paths under it (a player under Players). */
  exact?: boolean
}) {
  const common: Partial<LinkProps> = {
    activeOptions: { exact: exact ?? path === '' },
    activeProps: { 'aria-current': 'page' },
  }
  return path === '' ? (
    <Link to="/backoffice" className={className} {...common}>
      {children}
    </Link>
  ) : (
    <Link to="/backoffice/$" params={{ _splat: path }} className={className} {...common}>
      {children}
    </Link>
  )
}
