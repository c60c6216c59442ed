import { markSixColour, zeroPad } from '#engine/index.ts'
import styles from './Ball.module.css'

/** A Mark Six ball in its colour, optionally with its animal under it. */
export function Ball({ n, animal, size = 'md' }: { n: number; animal?: string; size?: 'sm' | 'md' }) {
  const colour = markSixColour(n)
  return (
    <span className={`${styles.wrap} ${styles[size]}`}>
      <span className={`${styles.ball} ${styles[colour]}`} data-colour={colour}>
        {zeroPad(n)}
      </span>
      {animal ? <span className={styles.animal}>{animal}</span> : null}
    </span>
  )
}
