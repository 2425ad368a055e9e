import { z } from 'zod';
import { declareEvent, optionalTextOf, optionalWhole, storedBlob, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
import { flag, optionalEmail, optionalId, optionalText, optionalTrn, requiredPhone, requiredText } from '../validation.js';
import { TRN_PATTERN } from '../billing/trn.js';

export const clientCaseTypes = ['commercial', 'family', 'criminal', 'civil', 'labor', 'real_estate'] as const;
export const clientStatuses = ['active', 'inactive', 'completed'] as const;

export const clientInput = z.object({
  clientId: requiredText('validation.required', 20),
  fullNameEn: requiredText('validation.required', 200),
  fullNameAr: requiredText('validation.required', 200),
  email: optionalEmail(),
  phone: requiredPhone(),
  addressEn: optionalText(500),
  addressAr: optionalText(500),
  nationalId: optionalText(50),
  regionId: optionalId(),
  assignedLawyerId: optionalId(),
  caseType: z.union([z.literal(''), z.null(), z.enum(clientCaseTypes, { error: 'validation.invalidValue' })]).optional().transform((v) => (v ? v : null)),
  caseDescription: optionalText(5000),
  /** the client's UAE Tax Registration Number, when registered for VAT: 15 digits, spaces and dashes as typed dropped */
  trn: optionalTrn(),
  /** where its tax invoices are addressed, when not its address */
  billingAddress: optionalText(1000),
  billingEmail: optionalEmail(),
  status: z.enum(clientStatuses, { error: 'validation.invalidValue' }).optional().transform((v) => v ?? 'active'),
  kycCompleted: flag(false),
  hasInitiationAgreement: flag(false),
  isActive: flag(true),
});

// version 1, before the billing particulars (trn, billingAddress, billingEmail)
const clientFieldsV1 = {
  clientId: text(20), fullNameEn: text(200), fullNameAr: text(200), email: optionalTextOf(200), phone: text(50), addressEn: optionalTextOf(500), addressAr: optionalTextOf(500),
  nationalId: optionalTextOf(50), regionId: optionalWhole(1),
};
const clientCaseV1 = { caseType: z.enum(clientCaseTypes).nullable(), caseDescription: optionalTextOf(5000) };
declareEvent(
  'ClientRegistered',
  1,
  z.strictObject({ clientRecordId: whole(1), ...clientFieldsV1, assignedLawyerId: optionalWhole(1), ...clientCaseV1, status: z.enum(clientStatuses), isActive: z.boolean() }),
);
declareEvent('ClientDetailsRevised', 1, z.strictObject({ clientRecordId: whole(1), ...z.strictObject({ ...clientFieldsV1, ...clientCaseV1, initiationAgreement: storedBlob() }).partial().shape }));

export const clientEvents = declareCatalogEvents(
  {
    idField: 'clientRecordId',
    added: 'ClientRegistered',
    revised: 'ClientDetailsRevised',
    removed: 'ClientRemoved',
    fieldEvents: { ClientStatusChanged: ['status'], ClientLawyerAssigned: ['assignedLawyerId'] },
    toggles: {
      kycCompleted: { on: 'ClientKycCompleted', off: 'ClientKycReopened', separateOnAdd: true },
      hasInitiationAgreement: { on: 'InitiationAgreementSigned', off: 'InitiationAgreementWithdrawn', separateOnAdd: true },
      isActive: { on: 'ClientReactivated', off: 'ClientDeactivated' },
    },
    attachments: { event: 'InitiationAgreementAttached', fields: ['initiationAgreement'] },
  },
  {
    clientId: text(20), fullNameEn: text(200), fullNameAr: text(200), email: optionalTextOf(200), phone: text(50), addressEn: optionalTextOf(500), addressAr: optionalTextOf(500),
    nationalId: optionalTextOf(50), regionId: optionalWhole(1), assignedLawyerId: optionalWhole(1), caseType: z.enum(clientCaseTypes).nullable(), caseDescription: optionalTextOf(5000),
    trn: z.string().regex(new RegExp(TRN_PATTERN.source)).nullable(), billingAddress: optionalTextOf(1000), billingEmail: optionalTextOf(200),
    status: z.enum(clientStatuses), kycCompleted: z.boolean(), hasInitiationAgreement: z.boolean(), isActive: z.boolean(), initiationAgreement: storedBlob(),
  },
  // version 2: the billing particulars, none on a client registered before
  { version: 2, upcastAdded: (d) => ({ ...d, trn: null, billingAddress: null, billingEmail: null }) },
);
/** a client's stream `client-{id}` */
export type ClientEvent = CatalogEventOf<typeof clientEvents>;
