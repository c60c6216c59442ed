import type { GameTitle } from './provider.ts'

/** Each table's name in the site's ten languages (spec §1); another language reads English. */
const NAMES: Record<string, Record<string, string>> = {
  'baccarat-1': {
    en: 'Baccarat',
    zh: '百家乐',
    id: 'Bakarat',
    ja: 'バカラ',
    ko: '바카라',
    es: 'Bacará',
    tr: 'Bakara',
    hi: 'बैकारेट',
    pt: 'Bacará',
    ru: 'Баккара',
  },
  'dragon-tiger-1': {
    en: 'Dragon Tiger',
    zh: '龙虎',
    id: 'Naga Harimau',
    ja: 'ドラゴンタイガー',
    ko: '드래곤 타이거',
    es: 'Dragón Tigre',
    tr: 'Ejder Kaplan',
    hi: 'ड्रैगन टाइगर',
    pt: 'Dragão Tigre',
    ru: 'Дракон и Тигр',
  },
  'roulette-1': {
    en: 'Roulette',
    zh: '轮盘',
    id: 'Roulette',
    ja: 'ルーレット',
    ko: '룰렛',
    es: 'Ruleta',
    tr: 'Rulet',
    hi: 'रूलेट',
    pt: 'Roleta',
    ru: 'Рулетка',
  },
  'sicbo-1': {
    en: 'Sic Bo',
    zh: '骰宝',
    id: 'Sic Bo',
    ja: 'シックボー',
    ko: '식보',
    es: 'Sic Bo',
    tr: 'Sic Bo',
    hi: 'सिक बो',
    pt: 'Sic Bo',
    ru: 'Сик Бо',
  },
}

export const liveTableName = (table: GameTitle, lang: string) =>
  NAMES[table.id]?.[lang] ?? NAMES[table.id]?.en ?? table.name

/** The table's picture: one SVG per kind, served as a static file of the site (public/images/live). */
export const liveTablePic = (table: GameTitle) => `/images/live/${table.kind}.svg`
