import { z } from 'zod';
import { optionalTextOf, text } from '../events/typed.js';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
import { optionalText, requiredText } from '../validation.js';

export const settingCategories = ['general', 'security', 'localization'] as const;
export const settingDataTypes = ['string', 'number', 'boolean', 'json'] as const;

/** The value must read as its data type: a number, true/false, or JSON. */
export function valueMatchesType(value: string, dataType: (typeof settingDataTypes)[number]): boolean {
  if (dataType === 'number') return value.trim() !== '' && Number.isFinite(Number(value));
  if (dataType === 'boolean') return value === 'true' || value === 'false';
  if (dataType === 'json') {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  }
  return true;
}

export const systemSettingInput = z
  .object({
    key: requiredText('validation.keyRequired', 100).refine((k) => /^[A-Za-z0-9_.-]+$/.test(k), { error: 'validation.invalidValue' }),
    value: z.union([z.string(), z.number(), z.boolean()], { error: 'validation.valueRequired' }).transform((v) => String(v)).pipe(requiredText('validation.valueRequired', 10_000)),
    nameEn: requiredText('validation.englishNameIsRequired', 200),
    nameAr: requiredText('validation.arabicNameIsRequired', 200),
    descriptionEn: optionalText(2000),
    descriptionAr: optionalText(2000),
    category: z.enum(settingCategories, { error: 'validation.categoryRequired' }),
    dataType: z.enum(settingDataTypes, { error: 'validation.invalidValue' }).optional().transform((v) => v ?? 'string'),
  })
  .superRefine((s, ctx) => {
    if (!valueMatchesType(s.value, s.dataType)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.settingValueType' });
  });

export const systemSettingEvents = declareCatalogEvents(
  {
    idField: 'settingId',
    added: 'SystemSettingDefined',
    revised: 'SystemSettingRevised',
    removed: 'SystemSettingRemoved',
    fieldEvents: { SystemSettingValueChanged: ['value'] },
  },
  {
    key: text(100), value: text(10_000), nameEn: text(200), nameAr: text(200), descriptionEn: optionalTextOf(2000), descriptionAr: optionalTextOf(2000),
    category: z.enum(settingCategories), dataType: z.enum(settingDataTypes),
  },
);
/** a system setting's stream `system-setting-{id}` */
export type SystemSettingEvent = CatalogEventOf<typeof systemSettingEvents>;
