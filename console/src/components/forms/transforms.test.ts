import { describe, expect, it } from 'vitest';
import { encodeBody } from '../../providers/multipart';
import { keepUpload, keepUploads, omitEmpty, pipe } from './transforms';

const upload = () => ({ rawFile: new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }), src: 'blob:x', title: 'passport.pdf' });

describe('request bodies of the management dialogs', () => {
  it('leaves an empty password out (on edit it keeps the current one)', () => {
    expect(omitEmpty('password')({ username: 'a', password: '' })).toEqual({ username: 'a' });
    expect(omitEmpty('password')({ username: 'a', password: null })).toEqual({ username: 'a' });
    expect(omitEmpty('password')({ username: 'a', password: 'secret12' })).toEqual({ username: 'a', password: 'secret12' });
  });

  it('sends only the new employee documents, as documents[<kind>]', () => {
    const data = { fullNameEn: 'Omar', documents: { passport: upload(), license: 'license.pdf', id: null } };
    const body = encodeBody(pipe(omitEmpty('password'), keepUploads('documents'))(data)) as FormData;
    expect(body.get('documents[passport]')).toBeInstanceOf(File);
    expect(body.has('documents[license]')).toBe(false);
    expect(body.has('documents[id]')).toBe(false);
    expect(keepUploads('documents')({ documents: { license: 'license.pdf' } })).toEqual({});
  });

  it("sends a single file field only when a file was picked (the record answers the stored file's data there)", () => {
    expect(keepUpload('image')({ titleEn: 'x', image: { sha256: 'abc', filename: 'a.png' } })).toEqual({ titleEn: 'x' });
    const picked = upload();
    expect(keepUpload('image')({ image: picked })).toEqual({ image: picked });
  });
});
