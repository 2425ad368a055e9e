import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { bool, optStr, str } from '../events/registry.js';
import { flag, numberWithDefault, optionalText, requiredText } from '../validation.js';

export const serviceInput = z.object({
  nameEn: requiredText('validation.englishNameRequired', 200),
  nameAr: requiredText('validation.arabicNameIsRequired', 200),
  descriptionEn: optionalText(2000),
  descriptionAr: optionalText(2000),
  price: numberWithDefault(0, 0, 'validation.mustBeZeroOrMore'),
  duration: numberWithDefault(1, 60, 'validation.durationMin1', 100_000).pipe(z.number().int({ error: 'validation.invalidNumber' })),
  isActive: flag(true),
});

export const serviceEvents = defineCatalogEvents(
  {
    idField: 'serviceId',
    added: 'LegalServiceOffered',
    revised: 'LegalServiceRevised',
    removed: 'LegalServiceWithdrawn',
    fieldEvents: { LegalServiceRepriced: ['price'] },
    toggles: { isActive: { on: 'LegalServiceReactivated', off: 'LegalServiceDeactivated' } },
  },
  { nameEn: str(200), nameAr: str(200), descriptionEn: optStr(2000), descriptionAr: optStr(2000), price: { type: 'number', minimum: 0 }, duration: { type: 'integer', minimum: 1 }, isActive: bool },
);
