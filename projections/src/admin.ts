import { branchEvents, clientEvents, consultationEvents, courtEvents, newsEvents, roleEvents, serviceEvents, systemSettingEvents } from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';

/** The admin portal's catalog read models, one collection each. */
export const adminProjections = [
  catalogProjection('branches', branchEvents),
  catalogProjection('courts', courtEvents),
  catalogProjection('services', serviceEvents),
  catalogProjection('system_settings', systemSettingEvents, [{ key: 1 }]),
  catalogProjection('roles', roleEvents),
  catalogProjection('consultations', consultationEvents, [{ scheduledDate: 1 }]),
  catalogProjection('clients', clientEvents, [{ isActive: 1, fullNameEn: 1 }, { createdAt: 1 }], ['ConflictOverridden']),
  catalogProjection('news', newsEvents, [{ isPublished: 1, updatedAt: -1 }]),
];
