import { describe, expect, it } from 'vitest';
import { firmSettingsInput } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { firmDecider } from './firm.js';

const spec = deciderSpec(firmDecider);
const profile = {
  nameEn: 'Al Noor Advocates', nameAr: 'النور للمحاماة', phone: '+971 4 000 0000', email: 'info@alnoor.ae',
  addressEn: 'Dubai', addressAr: 'دبي', website: null, fax: null, taxNumber: null, licenseNumber: null, billingAddressEn: null, billingAddressAr: null,
};
const logo = { id: 'abc', size: 10, contentType: 'image/png', sha256: 'abc', filename: 'logo.png' };

describe('firm settings', () => {
  it('records the profile fields that change (empty optional fields are no change)', () => {
    const { website: _w, fax: _f, taxNumber: _t, licenseNumber: _l, billingAddressEn: _be, billingAddressAr: _ba, ...given } = profile;
    spec.given([]).when({ type: 'UpdateFirmSettings', profile }).then([{ type: 'FirmProfileRevised', data: given }]);
    spec
      .given([{ type: 'FirmProfileRevised', data: profile }])
      .when({ type: 'UpdateFirmSettings', profile: { ...profile, phone: '+971 4 111 1111' } })
      .then([{ type: 'FirmProfileRevised', data: { phone: '+971 4 111 1111' } }]);
  });

  it('records the billing address in both languages and the TRN once, as the tax number', () => {
    const billing = { billingAddressEn: 'PO Box 123, Dubai', billingAddressAr: 'ص.ب 123، دبي', taxNumber: '100234567800003' };
    spec.given([{ type: 'FirmProfileRevised', data: profile }]).when({ type: 'UpdateFirmSettings', profile: { ...profile, ...billing } }).then([{ type: 'FirmProfileRevised', data: billing }]);
    spec
      .given([{ type: 'FirmProfileRevised', data: { ...profile, ...billing } }])
      .when({ type: 'UpdateFirmSettings', profile: { ...profile, ...billing, billingAddressAr: null } })
      .then([{ type: 'FirmProfileRevised', data: { billingAddressAr: null } }]);
  });

  it('records a new logo only when its content differs', () => {
    spec.given([{ type: 'FirmProfileRevised', data: profile }]).when({ type: 'UpdateFirmSettings', profile, logo }).then([{ type: 'FirmLogoChanged', data: { logo } }]);
    spec.given([{ type: 'FirmProfileRevised', data: profile }, { type: 'FirmLogoChanged', data: { logo } }]).when({ type: 'UpdateFirmSettings', profile, logo }).then([]);
  });
});

describe('the firm settings input: trn and taxNumber are one value', () => {
  const base = { nameEn: 'A', nameAr: 'أ', phone: '+971 4 000 0000', email: 'info@alnoor.ae', addressEn: 'Dubai', addressAr: 'دبي' };
  const parse = (over: Record<string, unknown>) => firmSettingsInput.safeParse({ ...base, ...over });
  const refusal = (over: Record<string, unknown>) => parse(over).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes a TRN with spaces and dashes, kept as its 15 digits under taxNumber', () => {
    expect(parse({ trn: '100-2345 6780 0003' }).data).toMatchObject({ taxNumber: '100234567800003' });
    expect(parse({ trn: '100-2345 6780 0003' }).data).not.toHaveProperty('trn');
    expect(parse({ trn: '100234567800003', taxNumber: '100 234 567 800 003' }).data).toMatchObject({ taxNumber: '100234567800003' });
  });

  it('refuses a trn that is not 15 digits, and a trn and a tax number that differ, on trn', () => {
    expect(refusal({ trn: '12345' })).toEqual([['trn', 'billing.invalidTrn']]);
    expect(refusal({ trn: '100234567800003', taxNumber: '100234567800004' })).toEqual([['trn', 'settings.trnNotTaxNumber']]);
    expect(refusal({ trn: '100234567800003', taxNumber: 'ABC-1' })).toEqual([['trn', 'settings.trnNotTaxNumber']]);
  });

  it('wants the billing address in English when it is given in Arabic (the e-invoice\'s address is the English one)', () => {
    expect(refusal({ billingAddressAr: 'ص.ب 1، دبي' })).toEqual([['billingAddressEn', 'validation.required']]);
    expect(parse({ billingAddressEn: 'P.O. Box 1, Dubai' }).success).toBe(true);
  });

  it('keeps a tax number given alone as typed when it is no TRN (the spec\'s free text), as a TRN when it is one', () => {
    expect(parse({ taxNumber: 'DED-44-1' }).data).toMatchObject({ taxNumber: 'DED-44-1' });
    expect(parse({ taxNumber: '100-234-567-800-003' }).data).toMatchObject({ taxNumber: '100234567800003' });
    expect(parse({ trn: '', taxNumber: 'DED-44-1' }).data).toMatchObject({ taxNumber: 'DED-44-1' });
    expect(parse({}).data).toMatchObject({ taxNumber: null, billingAddressEn: null, billingAddressAr: null });
  });
});
