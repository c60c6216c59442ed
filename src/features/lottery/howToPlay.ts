import type { RulesText } from '../../components/HowToPlay/index.tsx'

/** Mark Six rules (spec §9, design/markets.md), English and Chinese only. */
export const LOTTERY_RULES: RulesText = {
  en: [
    'Each Mark Six draw picks six numbers and a special number from 1 to 49.',
    'Special code bets win on the special number: the number itself, big (25–48) or small, odd or even, its colour, its animal or its tail digit. A special number of 49 refunds big/small and odd/even bets.',
    'Animals follow the lunar year of the draw date: the year’s animal owns 01, 13, 25, 37 and 49.',
    'Combination zodiac bets win when every chosen animal appears among all seven numbers; a winning combination with the current year’s animal pays 85%.',
    'Betting closes at each draw’s deadline. Payout = amount × odds.',
  ],
  zh: [
    '每期六合彩从 1 至 49 中开出六个正码和一个特码。',
    '特码玩法以特码为准：号码、大（25–48）小、单双、波色、生肖或尾数。特码为 49 时大小与单双投注退还本金。',
    '生肖按开奖日期所在农历年分配：当年生肖对应 01、13、25、37、49。',
    '合肖组合中所选生肖全部出现在七个号码中即中奖；含当年生肖的中奖组合按 85% 派彩。',
    '每期在截止时间封盘。派彩 = 金额 × 赔率。',
  ],
}

/** What PK10 and airship share: the ten finishing places and the five ways to bet on them. */
const RACE_BETS = {
  en: [
    'Two sides: for a chosen place, the car finishing there is big (6–10) or small (1–5), odd or even.',
    'Champion + runner-up: the sum of the first two cars (3–19), big from 12, small below, odd or even, or the exact sum.',
    '1st to 5th and 6th to 10th: the car number that finishes in a chosen place.',
    'Dragon vs tiger: place 1 against 10, 2 against 9 … 5 against 6; dragon wins when the earlier place has the higher car number.',
    'Cars never tie, so every bet wins or loses. Payout = amount × odds.',
    'Each race’s order comes from a seed whose hash is shown before betting closes, so the result can be checked afterwards.',
  ],
  zh: [
    '两面：所选名次的车号为大（6–10）或小（1–5）、单或双。',
    '冠亚和：冠军与亚军车号之和（3–19），12 及以上为大、以下为小，单双或指定和值。',
    '1–5 名、6–10 名：所选名次开出的车号。',
    '龙虎：第 1 名对第 10 名、第 2 名对第 9 名……第 5 名对第 6 名；前一名次车号大为龙。',
    '车号不会并列，每注非中即不中。派彩 = 金额 × 赔率。',
    '每期名次由封盘前公布哈希值的种子生成，开奖后可自行验证。',
  ],
}

/** PK10 (spec §1): ten cars numbered 1–10 finish in a drawn order every five minutes. */
export const PK10_RULES: RulesText = {
  en: [
    'PK10 draws a finishing order of ten cars numbered 1 to 10 every 5 minutes; betting closes 30 seconds before each race.',
    ...RACE_BETS.en,
  ],
  zh: ['PK10 每 5 分钟开出 1 至 10 号十辆赛车的名次，每期开奖前 30 秒封盘。', ...RACE_BETS.zh],
}

/** Airship: the same ten places as PK10, a race every three minutes. */
export const AIRSHIP_RULES: RulesText = {
  en: [
    'Airship races ten airships numbered 1 to 10 every 3 minutes; betting closes 20 seconds before each race.',
    ...RACE_BETS.en,
  ],
  zh: ['幸运飞艇每 3 分钟开出 1 至 10 号十艘飞艇的名次，每期开奖前 20 秒封盘。', ...RACE_BETS.zh],
}
