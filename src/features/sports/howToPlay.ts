import type { RulesText } from '../../components/HowToPlay/index.tsx'

/**
 * How-to-play rules (spec §9). They exist in English and Chinese only, so they live here rather
 * than in the translation catalogs.
 */
export const SPORT_RULES: RulesText = {
  en: [
    'Pick one or more results on a match card; each pick adds a selection to your bet slip.',
    'Single match needs a multiple of at least 10. With two or more matches choose "k String 1": every combination of k matches is one bet of 2 × multiple.',
    'A combination pays 2 × the product of its odds × multiple. Beijing single (bd) returns 65% of that.',
    'Longest parlays: soccer 8 for win/draw/lose and handicap, 6 for total goals, 4 for correct score and half/full time; basketball 8, 8, 8 and 4 for margin; Beijing single up to 15.',
    'Maximum payout per bet: 100,000 for a single, 200,000 for 2–3 matches, 500,000 for 4–5 and 1,000,000 for 6 or more.',
    'Winnings above 10,000 per combination are taxed 20%.',
    'A match postponed by more than 36 hours counts at odds 1; a single on it is refunded.',
  ],
  zh: [
    '在赛事卡片上选择一个或多个结果，每个选择都会加入投注单。',
    '单场投注的倍数至少为 10。选择两场或以上赛事时可选「k 串 1」：每 k 场的组合为一注，每注 2 × 倍数。',
    '每个组合的奖金 = 2 × 赔率乘积 × 倍数。北京单场按 65% 返还。',
    '最长串关：足球胜平负与让球 8 场，总进球 6 场，比分与半全场 4 场；篮球 8、8、8 场，胜分差 4 场；北京单场最多 15 场。',
    '每注最高奖金：单场 100,000，2–3 场 200,000，4–5 场 500,000，6 场及以上 1,000,000。',
    '单个组合奖金超过 10,000 须缴纳 20% 税款。',
    '赛事延期超过 36 小时按赔率 1 计算；该场单关投注退还本金。',
  ],
}
