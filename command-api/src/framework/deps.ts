import type { BlobStore, CredentialStore, EInvoiceProvider, EventStore, JobQueue, LoginFailures, ReadModelStore, Signer, TokenService } from '@lawfirm/platform';
import type { IdAllocator } from './ids.js';

/** What every command module gets from the composition root. */
export interface CommandDeps {
  eventStore: EventStore;
  readStore: ReadModelStore;
  blobStore: BlobStore;
  credentials: CredentialStore;
  tokens: TokenService;
  /** failed sign-ins, shared by every command-api process when Redis is configured */
  loginFailures: LoginFailures;
  /** signs the minutes documents' upload URLs */
  uploadSigner: Signer;
  /** derives the users' calendar feed addresses */
  feedSigner: Signer;
  ids: IdAllocator;
  /** automation and sweeps run as jobs here */
  jobs: JobQueue;
  /** reminder e-mails: SMTP when smtpUrl is set, otherwise kept in the outbox */
  mail?: { smtpUrl?: string; mailFrom?: string };
  /** the accredited service provider's port (e-invoices out, their status back); none: nothing is handed over */
  eInvoicing?: { provider: EInvoiceProvider; statusCron: string };
  /** the firm's IANA time zone (schedules, "today") */
  timezone?: string;
  /**
   * How far the read models have applied the log. Read models lag the log in every mode, so
   * whatever reads them because of an event (a reaction) first waits for that event's position.
   * Standalone: the in-process projections; distributed: their checkpoint in the read store.
   */
  readModels: ReadModelsProgress;
}

export interface ReadModelsProgress {
  /** resolves true once the read models have applied `position`, false after timeoutMs */
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
}
