/**
 * Password hashes live here, outside the event log: an event is kept forever and exported to
 * auditors, so not even a hash goes into one. Keys look like `admin:1` or `employee:7`.
 *
 * Sessions are ended here too, written by the command that ends them before it answers, so a
 * revocation never waits for a read model: each account has a session generation that every
 * token carries (`sv`); a token of an older generation is refused. Setting a password starts a
 * new generation in the same write. Signed-out tokens are kept by id until they would expire.
 * A role (`role:3`) has a generation too: it moves when the role changes, and every process
 * reads the role's grants from its stream again (see http/auth.ts).
 *
 * A user's own password change is decided here, by compare-and-set on the generation: it claims
 * the account at the generation its session was issued under (`claimPasswordChange`), and its new
 * hash is stored only while that claim holds and the generation has not moved
 * (`completePasswordChange`). Of changes sent at once, one holds the claim and the others are
 * refused before their password is even checked; an admin's new password or a deactivation in
 * between moves the generation and the claimed change is refused. Setting a password or ending the
 * sessions drops any claim.
 */
export interface CredentialStore {
  readonly kind: 'sqlite' | 'mongodb';
  get(key: string): Promise<string | null>;
  /** the hash and the session generation, read together */
  account(key: string): Promise<{ hash: string | null; sessions: number }>;
  /** stores the hash; when the account had one, its sessions end in the same write */
  set(key: string, passwordHash: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** moves the key's generation: an account's sessions end (deactivation, a role change, removal); a role is read again */
  advance(key: string): Promise<void>;
  /**
   * Claims the account for a password change when its generation is `sessions` and no other
   * change holds it (a claim lapses after `ttlMs`): true when this call took it.
   */
  claimPasswordChange(key: string, sessions: number, claim: string, ttlMs: number): Promise<boolean>;
  /** stores the hash and ends the sessions, only while `claim` holds the account at generation `sessions`: true when stored */
  completePasswordChange(key: string, sessions: number, claim: string, hash: string): Promise<boolean>;
  /** gives a claim back (the change was refused) */
  releasePasswordChange(key: string, claim: string): Promise<void>;
  /** ends one token, remembered until `expiresAt` (ms) */
  revokeToken(tokenId: string, expiresAt: number): Promise<void>;
  /** what a request's token is checked against: the account's generation, whether the token was signed out, and its role's generation */
  session(key: string, tokenId: string, roleKey: string | null): Promise<{ sessions: number; revoked: boolean; role: number }>;
  close(): Promise<void>;
}
