import { z } from 'zod';
import { declareEvent, whole, type EventOf } from '../events/typed.js';
import { optionalPhone, optionalText, recordVersion, requiredText } from '../validation.js';
import { passwordProblem } from '../passwords.js';
import { reminderKinds, type ReminderKind } from '../lawyer/notifications.js';

/**
 * The signed-in user's own account (`/api/profile`), whoever they are: an admin user or an
 * employee. Name, e-mail and phone are the account's fields, recorded on its own stream
 * (`user-{id}` / `employee-{id}`) as any edit of it; the password goes to the credential store.
 */
export const profileInput = z.object({
  fullNameEn: requiredText('validation.required', 200),
  fullNameAr: requiredText('validation.required', 200),
  email: z.email({ error: 'validation.invalidEmail' }).max(200, { error: 'validation.tooLong' }),
  phone: optionalPhone(),
  /** needed when the change gives the account another sign-in name (see signInNameChanges) */
  currentPassword: z.string({ error: 'profile.currentPasswordRequired' }).max(500, { error: 'validation.tooLong' }).nullish(),
  version: recordVersion,
});

/**
 * Whether an edit of one's own profile changes the name the account signs in with: an employee
 * signs in with their e-mail (compared as sign-in compares it, without case); an admin signs in
 * with a username the profile does not edit, so an admin's e-mail is only an address. Such a
 * change needs the current password.
 */
export function signInNameChanges(userType: 'admin' | 'employee', stored: { email?: unknown }, next: { email: string }): boolean {
  if (userType !== 'employee') return false;
  return String(stored.email ?? '').trim().toLowerCase() !== next.email.trim().toLowerCase();
}

/** A password change needs the current password, checked by the server against the credential store. */
export const passwordChangeInput = z.object({
  currentPassword: z.string({ error: 'profile.currentPasswordRequired' }).min(1, { error: 'profile.currentPasswordRequired' }).max(500, { error: 'validation.tooLong' }),
  newPassword: z
    .string({ error: 'validation.passwordRequired' })
    .max(200, { error: 'validation.tooLong' })
    .superRefine((p, ctx) => {
      const problem = passwordProblem(p);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export const languages = ['en', 'ar'] as const;
export const digitSystems = ['latn', 'arab'] as const;

/** The signed-in user's own account as `GET /api/profile` answers it (from the account's stream). */
export interface ProfileAnswer {
  id: number;
  userType: 'admin' | 'employee';
  /** what the user signs in with: an admin's user name, an employee's e-mail */
  username: string;
  fullNameEn: string;
  fullNameAr: string;
  email: string;
  /** the bootstrap admin's admin@localhost is no address: the form asks for a real one */
  emailNeeded: boolean;
  phone: string | null;
  isSuperAdmin: boolean;
  roleNameEn: string | null;
  roleNameAr: string | null;
  /** the account's events so far, sent back with a change */
  version: number;
}

/** `GET /api/calendar/feed`: the signed-in user's calendar subscription, its path under the portal's origin. */
export type CalendarFeedLink = { url: string };

/**
 * A command's answer that only says what was done, in both languages: `POST /api/profile/password`,
 * `POST /api/users/:id/calendar-feed/rotate` and `/api/employees/:id/calendar-feed/rotate`.
 */
export type DoneMessage = { message: string; messageAr: string };

/** `POST /api/calendar/feed/rotate`: the user's new calendar link, and what was done. */
export type CalendarFeedRotated = CalendarFeedLink & DoneMessage;

/** The user's choices (`GET/PUT /api/profile/preferences`). */
export interface Preferences {
  language: (typeof languages)[number];
  /** reminders that also come by e-mail */
  emailReminders: ReminderKind[];
  /** Umm al-Qura Hijri dates beside Gregorian ones in the English console (the Arabic console always shows them for court dates) */
  hijri: boolean;
  /** the Arabic console's digits: Western (latn) or Arabic-Indic (arab) */
  digits: (typeof digitSystems)[number];
}

export const defaultPreferences: Preferences = { language: 'en', emailReminders: [...reminderKinds], hijri: false, digits: 'latn' };

export const preferencesInput = z.object({
  language: z.enum(languages, { error: 'profile.languageInvalid' }),
  emailReminders: z
    .array(z.enum(reminderKinds, { error: 'profile.reminderKindInvalid' }), { error: 'profile.reminderKindInvalid' })
    .max(reminderKinds.length, { error: 'validation.tooLong' })
    .transform((kinds) => reminderKinds.filter((k) => kinds.includes(k))),
  hijri: z.boolean({ error: 'validation.invalidValue' }),
  digits: z.enum(digitSystems, { error: 'profile.digitsInvalid' }),
});

/** The key of a user's preferences and calendar feed: `admin:1`, `employee:7`. */
export const accountKey = (userType: 'admin' | 'employee', id: number) => `${userType}:${id}`;

const userTypes = ['admin', 'employee'] as const;
/** Stream `preferences-{admin|employee}-{id}`: the whole set of choices each time (each reminder kind once). */
export const PreferencesSet = declareEvent(
  'PreferencesSet',
  1,
  z.strictObject({
    userType: z.enum(userTypes),
    userId: whole(1),
    language: z.enum(languages),
    emailReminders: z.array(z.enum(reminderKinds)).meta({ uniqueItems: true }),
    hijri: z.boolean(),
    digits: z.enum(digitSystems),
  }),
);
export type PreferencesEvent = EventOf<typeof PreferencesSet>;

/**
 * Stream `calendar-feed-{admin|employee}-{id}`: the user asked for a new feed address, so the
 * old one stops answering. The address is derived from the account and the number of these
 * events (see the query API's calendar feed); nothing secret is recorded.
 */
export const CalendarFeedRotated = declareEvent('CalendarFeedRotated', 1, z.strictObject({ userType: z.enum(userTypes), userId: whole(1) }));
export type CalendarFeedEvent = EventOf<typeof CalendarFeedRotated>;

export const preferencesStream = (userType: 'admin' | 'employee', id: number) => `preferences-${userType}-${id}`;
export const calendarFeedStream = (userType: 'admin' | 'employee', id: number) => `calendar-feed-${userType}-${id}`;

/** Whether an account's stored e-mail is one the profile form accepts (the bootstrap admin's `admin@localhost` is not). */
export const isValidEmail = (email: unknown) => profileInput.shape.email.safeParse(email).success;
