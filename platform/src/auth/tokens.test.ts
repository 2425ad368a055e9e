import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.js';

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token again and again, and refuses it once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    const tokens = createTokenService('a secret long enough for HS256 signing');
    const token = await tokens.issue({ typ: 'employee', id: 7, sv: 3, rid: 2 });
    const claims = await tokens.verify(token);
    expect(claims).toMatchObject({ typ: 'employee', id: 7, sv: 3, rid: 2 });
    expect(await tokens.verify(token)).toEqual(claims);
    // every token has an id of its own (what signing out revokes)
    const other = await tokens.verify(await tokens.issue({ typ: 'employee', id: 7, sv: 3, rid: 2 }));
    expect(other!.jti).not.toBe(claims!.jti);
    vi.setSystemTime(new Date('2026-11-21T20:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token altered after signing, or signed with another secret', async () => {
    const tokens = createTokenService('a secret long enough for HS256 signing');
    const token = await tokens.issue({ typ: 'employee', id: 7, sv: 3, rid: 2 });
    const [head, , sig] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ typ: 'admin', id: 1, exp: 4_000_000_000 })).toString('base64url')}.${sig}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await createTokenService('another secret of the same length!!!!').verify(token)).toBeNull();
  });
});
