/** Spec §5 password rule: at least 8 characters with a letter and a number. */
export const isValidPassword = (p: string) => p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p)

export const isValidEmail = (e: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(e)

/** The message key for a national number, or null when it is fine (spec §5: too short / too long). */
export function mobileProblem(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '')
  if (!digits) return 'mobileRequired'
  if (!/^\d+$/.test(digits)) return 'invalidMobile'
  if (digits.length < 5) return 'mobileTooShort'
  if (digits.length > 15) return 'mobileTooLong'
  return null
}

export const normaliseMobile = (raw: string) => raw.replace(/[\s-]/g, '')
