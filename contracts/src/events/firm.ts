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
// version 1, before the billing address: read as it is (it records no billing address), never written
declareEvent('FirmProfileRevised', 1, z.strictObject(z.object(firmProfileFields).partial().shape));
/** Only changed fields are recorded; the tax number once (the settings' `trn` is its other name). */
export const FirmProfileRevised = declareEvent(
  'FirmProfileRevised',
  2,
  z.strictObject(z.object({ ...firmProfileFields, billingAddressEn: optionalTextOf(500), billingAddressAr: optionalTextOf(500) }).partial().shape),
  (d) => d,
);
export const FirmLogoChanged = declareEvent('FirmLogoChanged', 1, z.strictObject({ logo: storedBlob() }));
export type FirmEvent = EventOf<typeof FirmProfileRevised> | EventOf<typeof FirmLogoChanged>;
