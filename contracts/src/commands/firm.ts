import { z } from 'zod';
import { optionalText, requiredPhone, requiredText } from '../validation.js';

export const firmSettingsInput = z.object({
  nameEn: requiredText('validation.required', 200),
  nameAr: requiredText('validation.required', 200),
  phone: requiredPhone(),
  email: z.email({ error: 'validation.invalidEmail' }).max(200, { error: 'validation.tooLong' }),
  addressEn: requiredText('validation.required', 500),
  addressAr: requiredText('validation.required', 500),
  website: optionalText(300),
  fax: optionalText(50),
  taxNumber: optionalText(50),
  licenseNumber: optionalText(50),
});
export type FirmSettingsInput = z.infer<typeof firmSettingsInput>;

export interface FirmSettings {
  nameEn: string | null;
  nameAr: string | null;
  addressEn: string | null;
  addressAr: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  fax: string | null;
  taxNumber: string | null;
  licenseNumber: string | null;
  /** URL the console loads the logo from, or null */
  logoPath: string | null;
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Where the console loads the firm logo from; the hash busts caches when the logo changes. */
export function logoPath(logo: { sha256: string } | null | undefined): string | null {
  return logo ? `/api/settings/logo?v=${logo.sha256.slice(0, 12)}` : null;
}
