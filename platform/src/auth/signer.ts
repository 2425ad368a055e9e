import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC signatures for links the server hands out (upload URLs). */
export interface Signer {
  sign(payload: string): string;
  verify(payload: string, signature: string): boolean;
}

export function createSigner(secret: string, purpose: string): Signer {
  const mac = (payload: string) => createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');
  return {
    sign: mac,
    verify(payload, signature) {
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
