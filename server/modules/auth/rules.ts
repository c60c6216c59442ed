import { z } from 'zod'

/** Spec §5: at least 8 characters with a letter and a number. */
export const newPassword = z
  .string()
  .max(128)
  .refine((p) => p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p), 'passwordRule')

/** Spec §5: the payment password is exactly 6 characters. */
export const paymentPassword = z.string().regex(/^.{6}$/u, 'paymentPasswordRule')

export const nickname = z.string().trim().min(6, 'nicknameTooShort').max(32, 'tooLong')
