import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { useVisibleCategories } from '../../shared/games/useVisibleCategories.ts'
import { auth } from '../../state/auth.ts'
import styles from './HomePage.module.css'
import { HomeSearch } from './HomeSearch.tsx'
import { NextDraws } from './NextDraws.tsx'
import { MatchRow, StartingSoon, soonPrices, useHomeMatches } from './StartingSoon.tsx'
import { useSlideshow } from './slideshow.ts'

// Favourites are a signed-in player's: a visitor's home page never loads their code.
const Favourites = lazy(() => import('./Favourites.tsx'))
// Marketing's home ad comes after the first render; imported here, not through shared/ads/AdSlot,
// whose chunk home's first load would fetch (tests/node/home-bytes.test.ts).
const AdBanner = lazy(() => import('../../shared/ads/AdBanner.tsx'))

function Slideshow() {
  const { i18n } = useLingui()
  const slides = useSlideshow()
  if (slides.isPending) return <Skeleton rows={1} height={160} />
  if (slides.isError) return <ErrorLine error={slides.error} onRetry={() => slides.refetch()} />
  return (
    <ul className={styles.slides}>
      {slides.data.map((slide) => {
        const name = slide.name[i18n.locale] ?? slide.name.en ?? ''
        return (
          <li key={slide.id} className={styles.slide}>
            <Link to={slide.url} className={styles.slideLink}>
              <img src={slide.pic} alt="" className={styles.slideImage} width={640} height={240} />
              <span className={styles.slideName}>{name}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

export function HomePage() {
  const { i18n } = useLingui()
  const { groups } = useVisibleCategories()
  const { matches, loading } = useHomeMatches()
  const { isAuthorized } = useSnapshot(auth)
  const games = groups.flatMap((g) => g.games).filter((g) => !g.disabled)
  const regions = games.filter((g) => g.to === '/lottery/mark-six')
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">
        <Trans id="nav.home">Home</Trans>
      </h1>
      <HomeSearch matches={matches} games={games} />
      {isAuthorized ? (
        <Suspense fallback={null}>
          <Favourites matches={matches} Row={MatchRow} prices={soonPrices} />
        </Suspense>
      ) : null}
      <Slideshow />
      <StartingSoon matches={matches} loading={loading} />
      <NextDraws regions={regions} />
      <Suspense fallback={null}>
        <AdBanner placement="home" spaced={false} />
      </Suspense>
      {groups.map((group) => (
        <section key={group.category} className={styles.category} aria-label={i18n._(group.label)}>
          <h2 className={styles.categoryTitle}>{i18n._(group.label)}</h2>
          <ul className={styles.cards}>
            {group.games.map((game) => (
              <li key={game.key}>
                <Link
                  to={game.to}
                  search={game.search}
                  className={styles.card}
                  aria-disabled={game.disabled || undefined}
                >
                  <span className={styles.cardName}>{i18n._(game.label)}</span>
                  {game.disabled ? (
                    <span className={styles.badge}>
                      <Trans id="currentlyNotAvailable">Currently not available</Trans>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
