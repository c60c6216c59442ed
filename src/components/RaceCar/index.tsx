import styles from './RaceCar.module.css'

/** A racing car's number on its car's colour (PK10 results, replays and tickets). */
export function RaceCar({ n, className }: { n: number; className?: string }) {
  return <span className={`${styles.car} ${styles[`c${n}`]}${className ? ` ${className}` : ''}`}>{n}</span>
}
