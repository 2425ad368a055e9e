import { z } from 'zod';
import { optionalTextOf, optionalWhole, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogDocument, type CatalogEventOf } from '../events/typedCatalog.js';
import { flag, idNumber, optionalEmail, optionalId, optionalPhone, optionalText, requiredText } from '../validation.js';

export const branchInput = z.object({
  nameEn: requiredText('validation.required', 200),
  nameAr: requiredText('validation.required', 200),
  addressEn: optionalText(500),
  addressAr: optionalText(500),
  phone: optionalPhone(),
  email: optionalEmail(),
  regionId: idNumber('validation.required'),
  managerId: optionalId(),
  isActive: flag(true),
});

export const branchEvents = declareCatalogEvents(
  {
    idField: 'branchId',
    added: 'BranchOpened',
    revised: 'BranchDetailsRevised',
    removed: 'BranchClosed',
    fieldEvents: { BranchManagerAssigned: ['managerId'] },
    toggles: { isActive: { on: 'BranchReactivated', off: 'BranchDeactivated' } },
  },
  {
    nameEn: text(200), nameAr: text(200), addressEn: optionalTextOf(500), addressAr: optionalTextOf(500), phone: optionalTextOf(50), email: optionalTextOf(200),
    regionId: whole(1), managerId: optionalWhole(1), isActive: z.boolean(),
  },
);
/** a branch's stream `branch-{id}` */
export type BranchEvent = CatalogEventOf<typeof branchEvents>;
/** a `branches` document, what GET /api/branches lists (with its region's and manager's names, contracts' displayNameReferences) */
export type BranchDocument = CatalogDocument<typeof branchEvents>;
