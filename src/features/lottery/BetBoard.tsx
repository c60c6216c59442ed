import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  ANIMALS,
  type Animal,
  animalNumbers,
  type MarkSixBet,
  markSixOddsIndex,
  markSixSelectionProblem,
  POSITIONS,
  type Position,
  trimZeros,
} from '#engine/index.ts'
import { Ball } from '../../components/Ball/index.tsx'
import { Button } from '../../components/Button/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { lottery, toggleLotteryBet } from '../../state/lottery.ts'
import { animalName } from './animals.ts'
import { type Draw, marksixOddsQuery } from './api.ts'
import { animalSetCard, BET_TYPES, type BetType, type Card, cardsFor } from './cards.ts'
import styles from './Lottery.module.css'
import { pickText } from './pickText.ts'
import { ZodiacTable } from './ZodiacTable.tsx'

const MULTI = new Set<BetType>(['specialCodeMergeAnimal', 'specialCodeCombinationZodiacs'])

function AnimalSet({
  type,
  cast,
  date,
  odds,
}: {
  type: 'specialCodeMergeAnimal' | 'specialCodeCombinationZodiacs'
  cast: string
  date: string
  odds: (bet: MarkSixBet) => string
}) {
  const { t, i18n } = useLingui()
  const [picked, setPicked] = useState<Animal[]>([])
  const [level, setLevel] = useState<1 | 2 | 3 | 4 | 5>(1)
  const card = animalSetCard(type, picked, level)
  const problem = markSixSelectionProblem(card.bet)
  return (
    <div className={styles.animalSet}>
      {type === 'specialCodeCombinationZodiacs' ? (
        <fieldset className={styles.pills}>
          <legend className={styles.legend}>{t({ id: 'lottery.stringType', message: 'String type' })}</legend>
          {([1, 2, 3, 4, 5] as const).map((l) => (
            <button
              key={l}
              type="button"
              className={styles.pill}
              aria-pressed={l === level}
              onClick={() => setLevel(l)}
            >
              {l === 1
                ? t({ id: 'lottery.standard', message: 'Standard' })
                : t({ id: 'lottery.lStringOne', message: `${l} String 1` })}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.grid}>
        {ANIMALS.map((animal) => (
          <button
            key={animal}
            type="button"
            className={styles.card}
            aria-pressed={picked.includes(animal)}
            onClick={() =>
              setPicked((p) => (p.includes(animal) ? p.filter((a) => a !== animal) : [...p, animal]))
            }
          >
            <span>{i18n._(`animal.${animal}`)}</span>
            <span className={styles.small}>{animalNumbers(animal, date).join(' ')}</span>
          </button>
        ))}
      </div>
      {problem && picked.length > 0 ? (
        <p className={styles.warning} role="alert">
          {i18n._(problem.key, { level: problem.level })}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={picked.length === 0 || problem !== null}
        onClick={() => {
          toggleLotteryBet(card.key, { bet: card.bet, label: card.label }, cast)
          setPicked([])
        }}
      >
        <Trans id="lottery.addSelection">Add selection</Trans> · {problem ? '' : odds(card.bet)}
      </Button>
    </div>
  )
}

/** The Mark Six board: bet type, position where it applies, and the cards to pick. */
export function BetBoard({ draw, cast }: { draw: Draw; cast: string }) {
  const { t, i18n } = useLingui()
  const snap = useSnapshot(lottery)
  const [type, setType] = useState<BetType>('specialCode')
  const oddsQuery = useQuery(marksixOddsQuery(snap.selectedLotteryGame))
  if (oddsQuery.isPending) return <Skeleton rows={3} height={44} />
  if (oddsQuery.isError) return <ErrorLine error={oddsQuery.error} onRetry={() => oddsQuery.refetch()} />
  const byIndex = new Map(oddsQuery.data.map((o) => [o.index, trimZeros(o.odd)]))
  const date = draw.draw_at.slice(0, 10)
  // Each pick's own entry for this draw: the year's animal and merge sets follow its lunar year.
  const odds = (bet: MarkSixBet) => byIndex.get(markSixOddsIndex(bet, date)) ?? ''
  const position = snap.selectedNumberLottery as Position
  const positional = type === 'numberCode' || type === 'numberCodeSide' || type === 'numberCodeColor'
  const label = (c: Card) => (c.ball ? null : pickText(i18n, c.label))
  return (
    <div className={styles.board}>
      <fieldset className={styles.pills}>
        <legend className={styles.legend}>{t({ id: 'lottery.betType', message: 'Bet type' })}</legend>
        {BET_TYPES.map((bt) => (
          <button
            key={bt}
            type="button"
            className={styles.pill}
            aria-pressed={bt === type}
            onClick={() => setType(bt)}
          >
            {i18n._(`lottery.type.${bt}`)}
          </button>
        ))}
      </fieldset>
      {positional ? (
        <fieldset className={styles.pills}>
          <legend className={styles.legend}>{t({ id: 'lottery.position', message: 'Position' })}</legend>
          {POSITIONS.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.pill}
              aria-pressed={p === position}
              onClick={() => {
                lottery.selectedNumberLottery = p
              }}
            >
              {p}
            </button>
          ))}
        </fieldset>
      ) : null}
      {MULTI.has(type) ? (
        <AnimalSet
          key={type}
          type={type as 'specialCodeMergeAnimal' | 'specialCodeCombinationZodiacs'}
          cast={cast}
          date={date}
          odds={odds}
        />
      ) : (
        <div className={type === 'specialCodeAnimal' ? styles.besideTable : undefined}>
          <div className={styles.grid}>
            {cardsFor(type, position).map((c) => (
              <button
                key={c.key}
                type="button"
                className={styles.card}
                aria-pressed={Boolean(snap.lotteryBetArray[c.key])}
                aria-label={`${c.ball ? c.label : label(c)} · ${odds(c.bet)}`}
                onClick={() => toggleLotteryBet(c.key, { bet: c.bet, label: c.label }, cast)}
              >
                {c.ball ? (
                  <Ball n={c.ball} size="sm" animal={animalName(i18n, c.ball, date)} />
                ) : (
                  <span>{label(c)}</span>
                )}
                <span className={styles.small}>{odds(c.bet)}</span>
              </button>
            ))}
          </div>
          {type === 'specialCodeAnimal' ? <ZodiacTable date={date} /> : null}
        </div>
      )}
    </div>
  )
}
