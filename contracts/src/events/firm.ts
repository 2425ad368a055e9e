import { blobRef, defineEvent, object, optStr } from './registry.js';

export const firmProfileFields = {
  nameEn: optStr(200),
  nameAr: optStr(200),
  addressEn: optStr(500),
  addressAr: optStr(500),
  phone: optStr(50),
  email: optStr(200),
  website: optStr(300),
  fax: optStr(50),
  taxNumber: optStr(50),
  licenseNumber: optStr(50),
};

/** The firm profile is one aggregate (stream `firm-1`). Only changed fields are recorded. */
export const FirmProfileRevised = defineEvent({
  type: 'FirmProfileRevised',
  version: 1,
  schema: object(firmProfileFields, []),
});
export const FirmLogoChanged = defineEvent({
  type: 'FirmLogoChanged',
  version: 1,
  schema: object({ logo: blobRef }),
});
