/** The most JS + CSS (gzip) the home page may fetch before interaction: issue 12, item 7. */
export const HOME_BUDGET_GZIP = 120 * 1024
