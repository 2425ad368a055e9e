import type { AuditLogSource, BlobStore, CredentialStore, EventStore, JobQueue, ReadModelStore, Signer, TokenService } from '@lawfirm/platform';

/** How far the read models are: in one process the runner itself, distributed the stored checkpoint. */
export interface Consistency {
  position(): Promise<number>;
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
}

export interface QueryDeps {
  eventStore: EventStore;
  readStore: ReadModelStore;
  /** the global audit log where the event log answers it (`openEventLogAudit`); otherwise the `audit_log` read model */
  auditLog?: AuditLogSource | null;
  blobStore: BlobStore;
  /** rendered reports (written by the workers, deleted by age) */
  reportStore: BlobStore;
  tokens: TokenService;
  /** derives the users' calendar feed addresses (the same key as the command API's) */
  feedSigner: Signer;
  /** the accounts' session generations, which a feed address is derived from (see platform's calendarFeed) */
  credentials: Pick<CredentialStore, 'account'>;
  /** where report rendering is queued (the workers run it) */
  jobs: JobQueue;
  consistency: Consistency;
  /** the firm's IANA time zone: what "today" and "this month" mean */
  timezone?: string;
  /** extra components for GET /api/health (job queue, projections runner...) */
  health?: () => Promise<Record<string, unknown>>;
}
