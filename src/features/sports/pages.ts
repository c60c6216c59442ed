// Apart from the lobby, so the route can check its address without loading the lobby's code.
export const SPORT_PAGES = ['soccer', 'basketball', 'bd', 'football', 'cricket', 'all', '365sports'] as const
export type SportPage = (typeof SPORT_PAGES)[number]
