import { createFileRoute } from '@tanstack/react-router'
import { WithdrawalsPage } from '../features/backoffice/WithdrawalsPage.tsx'

export const Route = createFileRoute('/backoffice/withdrawals')({ component: WithdrawalsPage })
