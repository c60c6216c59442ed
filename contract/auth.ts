import { z } from 'zod'

/** The auth and verification requests: account, password, address and code rules of spec §5. */

/** Spec §5: at least 8 characters with a letter and a number. */
export const newPassword = z
  .string()
  .max(128)
  .refine((p) => p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p), 'passwordRule')

/** Spec §5: the payment password is exactly 6 characters. */
export const paymentPassword = z.string().regex(/^.{6}$/u, 'paymentPasswordRule')

export const nickname = z.string().trim().min(6, 'nicknameTooShort').max(32, 'tooLong')

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

/** POST sign_in: the account (or e-mail or mobile) and the password. */
export const quickLogin = z.object({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
})

/** POST reg: a new account by name (spec §5 account rule) with an optional invite code. */
export const quickRegister = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'accountRule')
    .transform((a) => a.toLowerCase()),
  password: newPassword,
  inviteCode: z.string().trim().max(32).optional(),
})

/** POST sign_out: the refresh token of the session to end. */
export const signOut = z.object({ fresh_token: z.string().min(1).max(256) })

/** An inviter's code as the registration form sends it. */
const inviteCode = z.string().trim().max(32).optional()
/** Sign-up, sign-in and password reset by a code sent to an e-mail address or a mobile number. */
export const emailSignUp = z.object({ email: emailAddress, otp: otpCode, password: newPassword, inviteCode })
export const mobileSignUp = z.object({
  areaCode,
  mobile: mobileNumber,
  otp: otpCode,
  password: newPassword,
  inviteCode,
})
export const phoneSignUp = z.object({
  area_code: areaCode,
  phone: mobileNumber,
  otp: otpCode,
  password: newPassword,
  inviteCode,
})
export const emailSignIn = z.object({ email: emailAddress, otp: otpCode })
export const mobileSignIn = z.object({ areaCode, mobile: mobileNumber, otp: otpCode })
export const phonePassword = z.object({
  area_code: areaCode,
  phone: mobileNumber,
  password: z.string().min(1).max(128),
})
export const emailReset = z.object({ email: emailAddress, otp: otpCode, password: newPassword })
export const mobileReset = z.object({ areaCode, mobile: mobileNumber, otp: otpCode, password: newPassword })
