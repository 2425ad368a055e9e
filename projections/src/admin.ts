import { branchEvents, clientEvents, ConflictOverridden, consultationEvents, courtEvents, newsEvents, roleEvents, serviceEvents, systemSettingEvents } from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';
import { textIndex } from './projection.js';

/** The admin portal's catalog read models, one collection each. */
export const adminProjections = [
  catalogProjection('branches', branchEvents, [textIndex('nameEn', 'nameAr', 'addressEn', 'addressAr', 'phone', 'email')]),
  catalogProjection('courts', courtEvents, [textIndex('nameEn', 'nameAr', 'typeEn', 'typeAr', 'locationEn', 'locationAr')]),
  catalogProjection('services', serviceEvents, [textIndex('nameEn', 'nameAr', 'descriptionEn', 'descriptionAr')]),
  catalogProjection('system_settings', systemSettingEvents, [{ key: 1 }, textIndex('key', 'value', 'nameEn', 'nameAr', 'category')]),
  catalogProjection('roles', roleEvents, [textIndex('nameEn', 'nameAr', 'descriptionEn', 'descriptionAr')]),
  catalogProjection('consultations', consultationEvents, [{ scheduledDate: 1 }, textIndex('status', 'notes')]),
  catalogProjection(
    'clients',
    clientEvents,
    [{ isActive: 1, fullNameEn: 1 }, { createdAt: 1 }, textIndex('clientId', 'fullNameEn', 'fullNameAr', 'email', 'phone', 'nationalId', 'caseType', 'status')],
    [ConflictOverridden.type],
  ),
  catalogProjection('news', newsEvents, [{ isPublished: 1, updatedAt: -1 }, textIndex('titleEn', 'titleAr', 'contentEn', 'contentAr')]),
];
