import { z } from 'zod';
import { flag, idNumber, optionalPhone, optionalText, requiredText } from '../validation.js';
import { passwordProblem } from '../passwords.js';

/** Password: required on create; on edit an empty one keeps the current password. The rule: passwords.ts. */
export const passwordField = z
  .string({ error: 'validation.invalidType' })
  .max(200, { error: 'validation.tooLong' })
  .optional()
  .transform((p) => (p ? p : undefined))
  .superRefine((p, ctx) => {
    const problem = p === undefined ? null : passwordProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const userInput = z.object({
  username: requiredText('validation.required', 100).refine((u) => /^[\p{L}\p{N}._@-]+$/u.test(u), { error: 'validation.invalidValue' }),
  email: z.email({ error: 'validation.invalidEmail' }).max(200, { error: 'validation.tooLong' }),
  password: passwordField,
  fullNameEn: requiredText('validation.required', 200),
  fullNameAr: requiredText('validation.required', 200),
  phone: optionalPhone(),
  // null only on a super admin's account, whose rights come from no role (the route checks)
  roleId: idNumber('validation.roleRequired').nullable(),
  isActive: flag(true),
});
