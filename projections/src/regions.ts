import { regionEvents } from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';

export const regionsProjection = catalogProjection('regions', regionEvents);
