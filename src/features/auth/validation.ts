/** Spec §5 password rule: at least 8 characters with a letter and a number. */
export const isValidPassword = (p: string) => p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p)
