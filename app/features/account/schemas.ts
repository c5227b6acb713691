import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../shared/contract/auth';
import { changePasswordSchema } from '../../../shared/contract/account';

/** The change-password form: the contract's body plus a confirmation checked against the new password. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(6, AUTH_MESSAGES.confirmMin) })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
