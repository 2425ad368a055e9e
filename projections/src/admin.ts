import { branchEvents, clientEvents, consultationEvents, courtEvents, newsEvents, roleEvents, serviceEvents, systemSettingEvents } from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';

/** The admin portal's catalog read models, one collection each. */
export const adminProjections = [
  catalogProjection('branches', branchEvents),
  catalogProjection('courts', courtEvents),
  catalogProjection('services', serviceEvents),
  catalogProjection('system_settings', systemSettingEvents),
  catalogProjection('roles', roleEvents),
  catalogProjection('consultations', consultationEvents),
  catalogProjection('clients', clientEvents),
  catalogProjection('news', newsEvents),
];
