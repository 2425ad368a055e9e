import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { PRIVATE_FILE_MODE } from '../privateFiles.js';

export interface TokenClaims {
  /** 'admin' | 'employee' */
  typ: 'admin' | 'employee';
  /** numeric id of the admin user or employee */
  id: number;
  /** the account's session generation when it signed in (CredentialStore): an older one is refused */
  sv: number;
  /** the role it signed in with, as its stream recorded it; a role change ends the session */
  rid: number | null;
}

export interface VerifiedToken extends TokenClaims {
  /** the token's own id, what signing out revokes */
  jti: string;
  /** when it expires (ms) */
  expiresAt: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** null when the token is missing, malformed, expired or not ours */
  verify(token: string): Promise<VerifiedToken | null>;
}

const TTL = '12h';

/** JWT_SECRET, or a secret generated once into DATA_DIR (standalone runs keep sessions across restarts). */
export function resolveJwtSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    chmodSync(file, PRIVATE_FILE_MODE);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

/** tokens already verified, until they expire: checking a signature on every request costs more than the rest of a small query */
const VERIFIED_MAX = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, VerifiedToken>();
  return {
    issue: (claims) =>
      new SignJWT({ typ: claims.typ, id: claims.id, sv: claims.sv, rid: claims.rid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(`${claims.typ}:${claims.id}`)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(TTL)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { typ, id, sv, rid, jti, exp } = payload;
        // tokens from before sessions could be ended carry no generation or id: refused, so signing in again is needed
        if (!((typ === 'admin' || typ === 'employee') && typeof id === 'number' && typeof sv === 'number' && (rid === null || typeof rid === 'number'))) return null;
        if (typeof jti !== 'string' || typeof exp !== 'number') return null;
        if (verified.size >= VERIFIED_MAX) verified.clear();
        const claims: VerifiedToken = { typ, id, sv, rid, jti, expiresAt: exp * 1000 };
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
