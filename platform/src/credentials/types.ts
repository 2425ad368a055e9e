/**
 * Password hashes live here, outside the event log: an event is kept forever and exported to
 * auditors, so not even a hash goes into one. Keys look like `admin:1` or `employee:7`.
 */
export interface CredentialStore {
  readonly kind: 'sqlite' | 'mongodb';
  get(key: string): Promise<string | null>;
  set(key: string, passwordHash: string): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
