import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { blobRef, bool, optInt, optStr, str } from '../events/registry.js';
import { flag, optionalEmail, optionalId, optionalText, requiredPhone, requiredText } from '../validation.js';

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
  status: z.enum(clientStatuses, { error: 'validation.invalidValue' }).optional().transform((v) => v ?? 'active'),
  kycCompleted: flag(false),
  hasInitiationAgreement: flag(false),
  isActive: flag(true),
});

export const clientEvents = defineCatalogEvents(
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
    clientId: str(20), fullNameEn: str(200), fullNameAr: str(200), email: optStr(200), phone: str(50), addressEn: optStr(500), addressAr: optStr(500),
    nationalId: optStr(50), regionId: optInt(1), assignedLawyerId: optInt(1), caseType: { enum: [...clientCaseTypes, null] }, caseDescription: optStr(5000),
    status: { enum: [...clientStatuses] }, kycCompleted: bool, hasInitiationAgreement: bool, isActive: bool, initiationAgreement: blobRef,
  },
);
