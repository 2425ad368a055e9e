import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { int, optInt, optStr, str } from '../events/registry.js';
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

export const consultationEvents = defineCatalogEvents(
  {
    idField: 'consultationId',
    added: 'ConsultationScheduled',
    revised: 'ConsultationRevised',
    removed: 'ConsultationRemoved',
    fieldEvents: { ConsultationRescheduled: ['scheduledDate', 'duration'], ConsultationStatusChanged: ['status'] },
  },
  {
    clientId: int(1), lawyerId: int(1), serviceId: optInt(1), scheduledDate: str(40), duration: { type: 'integer', minimum: 15 },
    status: { enum: [...consultationStatuses] }, notes: optStr(5000), consultationFee: { type: 'number', minimum: 0 },
  },
);
