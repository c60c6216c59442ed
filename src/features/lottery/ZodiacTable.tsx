import { useLingui } from '@lingui/react/macro'
import { ANIMALS, animalNumbers, yearAnimal } from '#engine/index.ts'
import { Ball } from '../../components/Ball/index.tsx'
import styles from './Lottery.module.css'

/**
 * Which numbers each animal owns in the lunar year of `date` (the open draw's date), from the
 * engine's zodiac table that settles the animal bets.
 */
export function ZodiacTable({ date }: { date: string }) {
  const { t, i18n } = useLingui()
  const year = i18n._(`animal.${yearAnimal(date)}`)
  return (
    <table className={styles.zodiac}>
      <caption>{t({ id: 'lottery.zodiac.title', message: `Zodiac table: year of the ${year}` })}</caption>
      <thead>
        <tr>
          <th scope="col">{t({ id: 'lottery.zodiac.animal', message: 'Animal' })}</th>
          <th scope="col">{t({ id: 'lottery.zodiac.numbers', message: 'Numbers' })}</th>
        </tr>
      </thead>
      <tbody>
        {ANIMALS.map((animal) => (
          <tr key={animal}>
            <th scope="row">{i18n._(`animal.${animal}`)}</th>
            <td>
              <span className={styles.zodiacBalls}>
                {animalNumbers(animal, date).map((n) => (
                  <Ball key={n} n={n} size="sm" />
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
