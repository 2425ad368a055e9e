import { describe, expect, it } from 'vitest';
import { containsUpload, encodeBody, toFormData } from './multipart';

const pdf = () => new File(['%PDF'], 'agreement.pdf', { type: 'application/pdf' });

describe('request bodies', () => {
  it('sends records without files as JSON', () => {
    const body = encodeBody({ nameEn: 'Dubai', version: 2, tags: ['a'] });
    expect(typeof body).toBe('string');
    expect(JSON.parse(body as string)).toEqual({ nameEn: 'Dubai', version: 2, tags: ['a'] });
  });

  it("finds react-admin's { rawFile } values anywhere in the record", () => {
    expect(containsUpload({ a: { rawFile: pdf(), src: 'blob:x' } })).toBe(true);
    expect(containsUpload({ docs: { passport: [{ rawFile: pdf() }] } })).toBe(true);
    expect(containsUpload({ logo: { src: '/objects/1', title: 'logo' } })).toBe(false);
  });

  it('sends records with files as multipart, scalars as text', () => {
    const form = toFormData({
      clientId: 'CLI-123456',
      regionId: 3,
      isActive: true,
      managerId: null,
      skipped: undefined,
      agreementFile: { rawFile: pdf(), src: 'blob:x', title: 'agreement.pdf' },
      extra: [{ locationEn: 'A' }],
    });
    expect(form.get('clientId')).toBe('CLI-123456');
    expect(form.get('regionId')).toBe('3');
    expect(form.get('isActive')).toBe('true');
    expect(form.get('managerId')).toBe('');
    expect(form.has('skipped')).toBe(false);
    expect((form.get('agreementFile') as File).name).toBe('agreement.pdf');
    expect(form.get('extra')).toBe('[{"locationEn":"A"}]');
  });

  it('names nested files with brackets and repeats arrays of files', () => {
    const form = toFormData({
      documents: { passport: { rawFile: pdf() }, id: null },
      attachments: [{ rawFile: pdf() }, { rawFile: pdf() }],
    });
    expect(form.get('documents[passport]')).toBeInstanceOf(File);
    expect(form.get('documents[id]')).toBe('');
    expect(form.getAll('attachments')).toHaveLength(2);
  });
});
