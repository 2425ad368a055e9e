import { z } from 'zod';
import { declareEvent, optionalTextOf, storedBlob, type EventOf } from './typed.js';

const firmProfileFields = {
  nameEn: optionalTextOf(200),
  nameAr: optionalTextOf(200),
  addressEn: optionalTextOf(500),
  addressAr: optionalTextOf(500),
  phone: optionalTextOf(50),
  email: optionalTextOf(200),
  website: optionalTextOf(300),
  fax: optionalTextOf(50),
  taxNumber: optionalTextOf(50),
  licenseNumber: optionalTextOf(50),
};

/** The firm profile is one aggregate, one stream. */
export const FIRM_PROFILE_STREAM = 'firm-profile';
/** Only changed fields are recorded. */
export const FirmProfileRevised = declareEvent('FirmProfileRevised', 1, z.strictObject(z.object(firmProfileFields).partial().shape));
export const FirmLogoChanged = declareEvent('FirmLogoChanged', 1, z.strictObject({ logo: storedBlob() }));
export type FirmEvent = EventOf<typeof FirmProfileRevised> | EventOf<typeof FirmLogoChanged>;
