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
  /** ends one token, remembered until `expiresAt` (ms) */
  revokeToken(tokenId: string, expiresAt: number): Promise<void>;
  /** what a request's token is checked against: the account's generation, whether the token was signed out, and its role's generation */
  session(key: string, tokenId: string, roleKey: string | null): Promise<{ sessions: number; revoked: boolean; role: number }>;
  close(): Promise<void>;
}
