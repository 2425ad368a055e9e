import { z } from 'zod';
import { optionalTextOf, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
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

export const serviceEvents = declareCatalogEvents(
  {
    idField: 'serviceId',
    added: 'LegalServiceOffered',
    revised: 'LegalServiceRevised',
    removed: 'LegalServiceWithdrawn',
    fieldEvents: { LegalServiceRepriced: ['price'] },
    toggles: { isActive: { on: 'LegalServiceReactivated', off: 'LegalServiceDeactivated' } },
  },
  {
    nameEn: text(200), nameAr: text(200), descriptionEn: optionalTextOf(2000), descriptionAr: optionalTextOf(2000), price: z.number().min(0), duration: whole(1), isActive: z.boolean(),
  },
);
/** a legal service's stream `service-{id}` */
export type ServiceEvent = CatalogEventOf<typeof serviceEvents>;
