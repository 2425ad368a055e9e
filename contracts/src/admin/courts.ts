import { z } from 'zod';
import { optionalTextOf, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
import { flag, formRows, idNumber, optionalText, requiredText } from '../validation.js';

export const courtSpecializations = ['Civil', 'Commercial', 'Criminal', 'Family', 'Labor', 'Administrative'] as const;

const location = z.object({ locationEn: optionalText(300), locationAr: optionalText(300) });
const subBody = z.object({
  nameEn: optionalText(200),
  nameAr: optionalText(200),
  locationEn: optionalText(300),
  locationAr: optionalText(300),
  specialization: z.enum(courtSpecializations, { error: 'validation.invalidValue' }).nullable().optional().transform((v) => v ?? null),
});

export const courtInput = z.object({
  nameEn: requiredText('validation.required', 200),
  nameAr: requiredText('validation.required', 200),
  typeEn: requiredText('validation.required', 200),
  typeAr: requiredText('validation.required', 200),
  locationEn: requiredText('validation.required', 300),
  locationAr: requiredText('validation.required', 300),
  additionalLocations: formRows(location),
  regionId: idNumber('validation.required'),
  isActive: flag(true),
  // the spec's form drops these on save; we keep them, and a payload without them stays valid
  subBodies: formRows(subBody),
});

/** a row's fields may each be absent or null: the form keeps a row as typed */
const maybe = (max: number) => optionalTextOf(max).optional();
export const courtEvents = declareCatalogEvents(
  {
    idField: 'courtId',
    added: 'CourtRegistered',
    revised: 'CourtDetailsRevised',
    removed: 'CourtRemoved',
    toggles: { isActive: { on: 'CourtReactivated', off: 'CourtDeactivated' } },
  },
  {
    nameEn: text(200), nameAr: text(200), typeEn: text(200), typeAr: text(200), locationEn: text(300), locationAr: text(300),
    additionalLocations: z.array(z.strictObject({ locationEn: maybe(300), locationAr: maybe(300) })).max(50),
    regionId: whole(1),
    isActive: z.boolean(),
    subBodies: z
      .array(z.strictObject({ nameEn: maybe(200), nameAr: maybe(200), locationEn: maybe(300), locationAr: maybe(300), specialization: z.enum(courtSpecializations).nullable().optional() }))
      .max(50),
  },
);
/** a court's stream `court-{id}` */
export type CourtEvent = CatalogEventOf<typeof courtEvents>;
