import { regionEvents } from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';
import { textIndex } from './projection.js';

export const regionsProjection = catalogProjection('regions', regionEvents, [textIndex('nameEn', 'nameAr', 'code')]);
