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

/**
 * Spec §7 `verify/reg/phone?phone=` names the whole number when no `area` is given: "+63
 * 9171234567" (a plus, the area code, a space or dash, the national number), the same "+area
 * number" form the codes are addressed to. Without the separator the split would be a guess.
 */
export const registrationPhone = z
  .object({ phone: z.string().max(40), area: areaCode.optional() })
  .transform(({ phone, area }, ctx) => {
    const split = area === undefined ? /^\s*\+(\d{1,4})[\s-]+(\S.*)$/.exec(phone) : ['', area, phone]
    if (!split) {
      ctx.issues.push({ code: 'custom', message: 'invalidAreaCode', input: phone, path: ['phone'] })
      return z.NEVER
    }
    const number = mobileNumber.safeParse(split[2])
    if (!number.success) {
      const message = number.error.issues[0]?.message ?? 'invalidMobile'
      ctx.issues.push({ code: 'custom', message, input: phone, path: ['phone'] })
      return z.NEVER
    }
    return { area: split[1] ?? '', phone: number.data }
  })
