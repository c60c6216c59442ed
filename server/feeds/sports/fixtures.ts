import { createHash } from 'node:crypto'
import type { SportGame } from '#engine/index.ts'

/** A small seeded generator: the same day and game always produce the same fixtures. */
export function seededRandom(seed: string) {
  let state = createHash('sha256').update(seed).digest()
  let offset = 0
  return () => {
    if (offset + 4 > state.length) {
      state = createHash('sha256').update(state).digest()
      offset = 0
    }
    const v = state.readUInt32BE(offset)
    offset += 4
    return v / 2 ** 32
  }
}

const LEAGUES: Record<SportGame, { league: string; teams: string[] }[]> = {
  soccer: [
    {
      league: 'English Premier League',
      teams: [
        'Arsenal',
        'Aston Villa',
        'Brighton',
        'Chelsea',
        'Everton',
        'Liverpool',
        'Manchester City',
        'Manchester United',
        'Newcastle',
        'Tottenham',
      ],
    },
    {
      league: 'La Liga',
      teams: [
        'Athletic Club',
        'Atlético Madrid',
        'Barcelona',
        'Real Betis',
        'Real Madrid',
        'Real Sociedad',
        'Sevilla',
        'Valencia',
        'Villarreal',
        'Girona',
      ],
    },
    {
      league: 'J1 League',
      teams: [
        'Kashima Antlers',
        'Kawasaki Frontale',
        'Urawa Reds',
        'Yokohama F. Marinos',
        'Gamba Osaka',
        'Nagoya Grampus',
        'Sanfrecce Hiroshima',
        'Vissel Kobe',
      ],
    },
  ],
  basketball: [
    {
      league: 'NBA',
      teams: [
        'Boston Celtics',
        'Denver Nuggets',
        'Golden State Warriors',
        'Los Angeles Lakers',
        'Miami Heat',
        'Milwaukee Bucks',
        'New York Knicks',
        'Phoenix Suns',
        'Dallas Mavericks',
        'Philadelphia 76ers',
      ],
    },
    {
      league: 'CBA',
      teams: [
        'Guangdong Southern Tigers',
        'Liaoning Flying Leopards',
        'Zhejiang Lions',
        'Shanghai Sharks',
        'Beijing Ducks',
        'Xinjiang Flying Tigers',
      ],
    },
  ],
  bd: [
    {
      league: 'Bundesliga',
      teams: [
        'Bayern Munich',
        'Borussia Dortmund',
        'RB Leipzig',
        'Bayer Leverkusen',
        'Eintracht Frankfurt',
        'VfB Stuttgart',
        'SC Freiburg',
        'Wolfsburg',
      ],
    },
    {
      league: 'Serie A',
      teams: ['Inter', 'Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina'],
    },
    {
      league: 'K League 1',
      teams: ['Ulsan HD', 'Jeonbuk Motors', 'Pohang Steelers', 'FC Seoul', 'Suwon FC', 'Daegu FC'],
    },
  ],
}

const PER_DAY: Record<SportGame, number> = { soccer: 10, basketball: 6, bd: 12 }
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

export interface Fixture {
  feedKey: string
  game: SportGame
  code: string
  league: string
  home: string
  away: string
  kickoff: Date
  strength: { home: number; away: number }
}

/** The fixtures of one UTC day: realistic leagues, kick-offs from 10:00 to 22:00 every quarter hour. */
export function fixturesFor(game: SportGame, day: Date): Fixture[] {
  const date = day.toISOString().slice(0, 10)
  const rand = seededRandom(`${game}:${date}`)
  const out: Fixture[] = []
  const base = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10)
  for (let i = 0; i < PER_DAY[game]; i++) {
    const leagues = LEAGUES[game]
    const { league, teams } = leagues[Math.floor(rand() * leagues.length)] ?? { league: '', teams: [] }
    const h = Math.floor(rand() * teams.length)
    let a = Math.floor(rand() * (teams.length - 1))
    if (a >= h) a++
    const strength =
      game === 'basketball'
        ? { home: 100 + rand() * 18, away: 98 + rand() * 18 }
        : { home: 0.8 + rand() * 1.5, away: 0.6 + rand() * 1.3 }
    out.push({
      feedKey: `${game}:${date}:${i}`,
      game,
      code: `${WEEKDAY[day.getUTCDay()]}${String(i + 1).padStart(3, '0')}`,
      league,
      home: teams[h] ?? 'Home',
      away: teams[a] ?? 'Away',
      kickoff: new Date(base + Math.floor(rand() * 49) * 15 * 60_000),
      strength: { home: Math.round(strength.home * 100) / 100, away: Math.round(strength.away * 100) / 100 },
    })
  }
  return out.sort((x, y) => x.kickoff.getTime() - y.kickoff.getTime())
}
