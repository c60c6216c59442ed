import { z } from 'zod'

/** Area codes are digits only (spec §7: numeric areaCode), 1–4 of them. */
export const areaCode = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).replace(/^\+/, '').trim())
  .pipe(z.string().regex(/^\d{1,4}$/, 'invalidAreaCode'))

/** A national number: 5–15 digits once spaces and dashes are gone (spec §5: too short / too long). */
export const mobileNumber = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d*$/, 'invalidMobile').min(5, 'mobileTooShort').max(15, 'mobileTooLong'))

export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('invalidEmail').max(254, 'invalidEmail'))

export const otpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'verificationCodeFailed')

export const phoneTarget = (area: string, phone: string) => `+${area} ${phone}`
