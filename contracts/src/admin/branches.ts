import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { bool, int, optInt, optStr, str } from '../events/registry.js';
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

export const branchEvents = defineCatalogEvents(
  {
    idField: 'branchId',
    added: 'BranchOpened',
    revised: 'BranchDetailsRevised',
    removed: 'BranchClosed',
    fieldEvents: { BranchManagerAssigned: ['managerId'] },
    toggles: { isActive: { on: 'BranchReactivated', off: 'BranchDeactivated' } },
  },
  { nameEn: str(200), nameAr: str(200), addressEn: optStr(500), addressAr: optStr(500), phone: optStr(50), email: optStr(200), regionId: int(1), managerId: optInt(1), isActive: bool },
);
