import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { firmDecider } from './firm.js';

const spec = deciderSpec(firmDecider);
const profile = {
  nameEn: 'Al Noor Advocates', nameAr: 'النور للمحاماة', phone: '+971 4 000 0000', email: 'info@alnoor.ae',
  addressEn: 'Dubai', addressAr: 'دبي', website: null, fax: null, taxNumber: null, licenseNumber: null,
};
const logo = { id: 'abc', size: 10, contentType: 'image/png', sha256: 'abc', filename: 'logo.png' };

describe('firm settings', () => {
  it('records the profile fields that change (empty optional fields are no change)', () => {
    const { website: _w, fax: _f, taxNumber: _t, licenseNumber: _l, ...given } = profile;
    spec.given([]).when({ type: 'UpdateFirmSettings', profile }).then([{ type: 'FirmProfileRevised', data: given }]);
    spec
      .given([{ type: 'FirmProfileRevised', data: profile }])
      .when({ type: 'UpdateFirmSettings', profile: { ...profile, phone: '+971 4 111 1111' } })
      .then([{ type: 'FirmProfileRevised', data: { phone: '+971 4 111 1111' } }]);
  });

  it('records a new logo only when its content differs', () => {
    spec.given([{ type: 'FirmProfileRevised', data: profile }]).when({ type: 'UpdateFirmSettings', profile, logo }).then([{ type: 'FirmLogoChanged', data: { logo } }]);
    spec.given([{ type: 'FirmProfileRevised', data: profile }, { type: 'FirmLogoChanged', data: { logo } }]).when({ type: 'UpdateFirmSettings', profile, logo }).then([]);
  });
});
