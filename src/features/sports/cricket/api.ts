import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CricketMatchView, CricketOddsChange, PlacedCricketSlip } from '#contract/cricket.ts'
import { postMoneyAction } from '../../../api/moneyAction.ts'
import { balanceQuery } from '../../../shared/money/queries.ts'

export { cricketListQuery } from '../../../shared/bets/cricketList.ts'
export type { CricketMatchView, CricketOddsChange, PlacedCricketSlip }

export function useCreateCricketBet() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ body }: { body: object }) =>
      postMoneyAction<PlacedCricketSlip>('cricketAPI/betData/create', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: balanceQuery.queryKey })
      client.invalidateQueries({ queryKey: ['mybet', 'cricket'] })
    },
  })
}
