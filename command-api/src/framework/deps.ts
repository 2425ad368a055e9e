import type { BlobStore, CredentialStore, EventStore, JobQueue, LoginFailures, ReadStore, Signer, TokenService } from '@lawfirm/platform';
import type { IdAllocator } from './ids.js';

/** What every command module gets from the composition root. */
export interface CommandDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  blobStore: BlobStore;
  credentials: CredentialStore;
  tokens: TokenService;
  /** failed sign-ins, shared by every command-api process when Redis is configured */
  loginFailures: LoginFailures;
  /** signs the minutes documents' upload URLs */
  uploadSigner: Signer;
  ids: IdAllocator;
  /** automation and sweeps run as jobs here */
  jobs: JobQueue;
  /** the firm's IANA time zone (schedules, "today") */
  timezone?: string;
  /** standalone: resolves once the read models have applied a position, so the next GET shows it */
  settle?: (position: number) => Promise<void>;
}
