import { z } from 'zod';
import { optionalText, optionalTrn, requiredPhone, requiredText } from '../validation.js';
import { trnOf } from '../billing/trn.js';

const firmSettingsFields = z.object({
  nameEn: requiredText('validation.required', 200),
  nameAr: requiredText('validation.required', 200),
  phone: requiredPhone(),
  email: z.email({ error: 'validation.invalidEmail' }).max(200, { error: 'validation.tooLong' }),
  addressEn: requiredText('validation.required', 500),
  addressAr: requiredText('validation.required', 500),
  website: optionalText(300),
  fax: optionalText(50),
  /** the spec's name of the firm's tax number: free text, read as the TRN when it is one */
  taxNumber: optionalText(50),
  /** the same number under its UAE name: a TRN or nothing */
  trn: optionalTrn(),
  licenseNumber: optionalText(50),
  /** where the firm is billed from, when not its address: the seller's address on tax invoices */
  billingAddressEn: optionalText(500),
  billingAddressAr: optionalText(500),
});

/**
 * The firm's settings as saved. `trn` and `taxNumber` are one value under two names, stored once as
 * `taxNumber`: given both, they must name the same TRN (else a 400 on `trn`); a tax number that is
 * a TRN is kept as its 15 digits, any other is kept as typed (the spec's free text).
 */
export const firmSettingsInput = firmSettingsFields
  .superRefine(({ trn, taxNumber, billingAddressEn, billingAddressAr }, ctx) => {
    if (trn !== null && taxNumber !== null && trnOf(taxNumber) !== trn) ctx.addIssue({ code: 'custom', path: ['trn'], message: 'settings.trnNotTaxNumber' });
    // the billing address is in use when its English is set (the e-invoice's address), its Arabic beside it
    if (billingAddressAr !== null && billingAddressEn === null) ctx.addIssue({ code: 'custom', path: ['billingAddressEn'], message: 'validation.required' });
  })
  .transform(({ trn, taxNumber, ...rest }) => ({ ...rest, taxNumber: trn ?? trnOf(taxNumber) ?? taxNumber }));
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
  /** the tax number when it is a TRN, else null */
  trn: string | null;
  licenseNumber: string | null;
  billingAddressEn: string | null;
  billingAddressAr: string | null;
  /** URL the console loads the logo from, or null */
  logoPath: string | null;
}

/** the settings as answered: the stored tax number under both its names */
export function firmSettingsAnswer<S extends { taxNumber?: string | null }>(stored: S): S & { trn: string | null } {
  return { ...stored, trn: trnOf(stored.taxNumber) };
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Where the console loads the firm logo from; the hash busts caches when the logo changes. */
export function logoPath(logo: { sha256: string } | null | undefined): string | null {
  return logo ? `/api/settings/logo?v=${logo.sha256.slice(0, 12)}` : null;
}
