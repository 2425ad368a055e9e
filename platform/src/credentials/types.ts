/**
 * Password hashes live here, outside the event log: an event is kept forever and exported to
 * auditors, so not even a hash goes into one. Keys look like `admin:1` or `employee:7`.
 *
 * Sessions are ended here too, written by the command that ends them before it answers, so a
 * revocation never waits for a read model: each account has a session generation that every
 * token carries (`sv`); a token of an older generation is refused. Setting a password starts a
 * new generation in the same write. Signed-out tokens are kept by id until they would expire.
 */
export interface CredentialStore {
  readonly kind: 'sqlite' | 'mongodb';
  get(key: string): Promise<string | null>;
  /** the hash and the session generation, read together */
  account(key: string): Promise<{ hash: string | null; sessions: number }>;
  /** stores the hash; when the account had one, its sessions end in the same write */
  set(key: string, passwordHash: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** ends every session of the account (deactivation, a role change, removal) */
  endSessions(key: string): Promise<void>;
  /** ends one token, remembered until `expiresAt` (ms) */
  revokeToken(tokenId: string, expiresAt: number): Promise<void>;
  /** what a request's token is checked against: the account's generation and whether the token was signed out */
  session(key: string, tokenId: string): Promise<{ sessions: number; revoked: boolean }>;
  close(): Promise<void>;
}
