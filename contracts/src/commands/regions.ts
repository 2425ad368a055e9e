import { z } from 'zod';
import { recordVersion, requiredText } from '../validation.js';

export const regionInput = z.object({
  nameEn: requiredText('validation.required', 200),
  nameAr: requiredText('validation.required', 200),
  code: requiredText('validation.required', 20).transform((c) => c.toUpperCase()),
  version: recordVersion,
});
export type RegionInput = z.infer<typeof regionInput>;

/** The read model of a region, as GET /api/regions returns it. */
export interface Region {
  id: number;
  nameEn: string;
  nameAr: string;
  code: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
