import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { bool, int, str } from '../events/registry.js';
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

const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
export const courtEvents = defineCatalogEvents(
  {
    idField: 'courtId',
    added: 'CourtRegistered',
    revised: 'CourtDetailsRevised',
    removed: 'CourtRemoved',
    toggles: { isActive: { on: 'CourtReactivated', off: 'CourtDeactivated' } },
  },
  {
    nameEn: str(200), nameAr: str(200), typeEn: str(200), typeAr: str(200), locationEn: str(300), locationAr: str(300),
    additionalLocations: { type: 'array', maxItems: 50, items: { type: 'object', additionalProperties: false, properties: { locationEn: nullableText(300), locationAr: nullableText(300) } } },
    regionId: int(1),
    isActive: bool,
    subBodies: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { nameEn: nullableText(200), nameAr: nullableText(200), locationEn: nullableText(300), locationAr: nullableText(300), specialization: { enum: [...courtSpecializations, null] } },
      },
    },
  },
);
