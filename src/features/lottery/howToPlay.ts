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
