import { z } from 'zod';
import { optionalTextOf, optionalWhole, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
import { idNumber, instant, numberWithDefault, optionalId, optionalText } from '../validation.js';

export const consultationStatuses = ['scheduled', 'completed', 'cancelled'] as const;

export const consultationInput = z.object({
  clientId: idNumber('validation.clientRequired'),
  lawyerId: idNumber('validation.lawyerRequired'),
  serviceId: optionalId(),
  scheduledDate: instant('validation.scheduledDateRequired'),
  duration: numberWithDefault(15, 60, 'validation.durationMin15', 24 * 60).pipe(z.number().int({ error: 'validation.invalidNumber' })),
  status: z.enum(consultationStatuses, { error: 'validation.invalidValue' }).optional().transform((s) => s ?? 'scheduled'),
  notes: optionalText(5000),
  consultationFee: numberWithDefault(0, 0, 'validation.mustBeZeroOrMore'),
});

export const consultationEvents = declareCatalogEvents(
  {
    idField: 'consultationId',
    added: 'ConsultationScheduled',
    revised: 'ConsultationRevised',
    removed: 'ConsultationRemoved',
    fieldEvents: { ConsultationRescheduled: ['scheduledDate', 'duration'], ConsultationStatusChanged: ['status'] },
  },
  {
    clientId: whole(1), lawyerId: whole(1), serviceId: optionalWhole(1), scheduledDate: text(40), duration: whole(15),
    status: z.enum(consultationStatuses), notes: optionalTextOf(5000), consultationFee: z.number().min(0),
  },
);
/** a consultation's stream `consultation-{id}` */
export type ConsultationEvent = CatalogEventOf<typeof consultationEvents>;
