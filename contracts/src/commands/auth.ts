import { z } from 'zod';

export const loginInput = z.object({
  username: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' }),
  loginType: z.enum(['user', 'employee'], { error: 'validation.invalidValue' }).default('employee'),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The user object the console keeps under the storage key `user`. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  fullNameEn: string;
  fullNameAr: string;
  userType: 'admin' | 'employee';
  isSuperAdmin: boolean;
  roleId: number | null;
  roleNameEn: string | null;
  roleNameAr: string | null;
  permissions: Record<string, string[]>;
}

/** `POST /api/auth/login`: the session's token, the user the console keeps, and the greeting in both languages. */
export interface SignedIn {
  token: string;
  user: SessionUser;
  message: string;
  messageAr: string;
}
