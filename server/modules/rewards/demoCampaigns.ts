import type { campaigns } from './tables.ts'

const since = new Date('2024-01-01T00:00:00Z')
const allProducts = { sport: 100, cricket: 100, lottery: 50 }

/** The demo's campaigns (demo mode only, seeded once): one of each kind, running with no end. */
export const demoCampaigns: (typeof campaigns.$inferInsert)[] = [
  {
    kind: 'check_in',
    name: 'Daily check-in',
    rules: { amounts: ['0.1', '0.2', '0.3', '0.5', '0.8', '1', '2'] },
    payout: 'cash',
    wagerMultiple: 0,
    weights: allProducts,
    claimDays: 1,
    wagerDays: 1,
    startsAt: since,
  },
  {
    kind: 'first_deposit',
    name: 'First deposit match',
    rules: { percent: 100, cap: '100' },
    payout: 'bonus',
    wagerMultiple: 5,
    weights: allProducts,
    claimDays: 7,
    wagerDays: 30,
    startsAt: since,
  },
  {
    kind: 'deposit',
    name: 'Recharge reward',
    rules: { threshold: '50', amount: '5' },
    payout: 'bonus',
    wagerMultiple: 3,
    weights: allProducts,
    claimDays: 3,
    wagerDays: 14,
    startsAt: since,
  },
  {
    kind: 'lottery_task',
    name: 'Lottery week',
    rules: { target: '100', amount: '8' },
    payout: 'cash',
    wagerMultiple: 0,
    weights: allProducts,
    claimDays: 7,
    wagerDays: 1,
    startsAt: since,
  },
  {
    kind: 'vip_level',
    name: 'VIP level-up',
    rules: { amounts: { '2': '10', '3': '50', '4': '200', '5': '1000' } },
    payout: 'cash',
    wagerMultiple: 0,
    weights: allProducts,
    claimDays: 30,
    wagerDays: 1,
    startsAt: since,
  },
  {
    kind: 'referral',
    name: 'Invite a friend',
    rules: { amount: '10' },
    payout: 'cash',
    wagerMultiple: 0,
    weights: allProducts,
    claimDays: 30,
    wagerDays: 1,
    startsAt: since,
  },
]
