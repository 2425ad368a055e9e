import type { Config } from './config.js';
import { createEventStore } from './eventstore/index.js';
import { createReadStore } from './readstore/index.js';
import { createBlobStore } from './blobstore/index.js';
import { createJobQueue } from './jobs/index.js';
import { createCredentialStore } from './credentials/index.js';
import { createTokenService, resolveJwtSecret } from './auth/tokens.js';
import { createSigner } from './auth/signer.js';
import { createLoginFailures } from './auth/loginFailures.js';
import { folderEInvoiceProvider } from './billing/eInvoiceProvider.js';

/** Every adapter, each chosen by whether its URL is set (ARCHITECTURE.md, "Two ways to run"). */
export async function openRuntime(cfg: Config) {
  const eventStore = createEventStore(cfg);
  const readStore = await createReadStore(cfg);
  const blobStore = await createBlobStore(cfg);
  const reportStore = await createBlobStore(cfg, 'reports');
  const credentials = await createCredentialStore(cfg);
  const jobs = createJobQueue({ redisUrl: cfg.redisUrl, prefix: cfg.queuePrefix, lockMs: cfg.queueLockMs });
  const secret = resolveJwtSecret(cfg.dataDir, cfg.jwtSecret);
  const tokens = createTokenService(secret);
  const uploadSigner = createSigner(secret, 'upload-url');
  const feedSigner = createSigner(secret, 'calendar-feed');
  const loginFailures = createLoginFailures(cfg);
  return {
    eventStore,
    readStore,
    blobStore,
    reportStore,
    credentials,
    jobs,
    tokens,
    uploadSigner,
    /** derives each user's private calendar feed address (a JWT_SECRET change gives everyone a new one) */
    feedSigner,
    loginFailures,
    /** where reminder e-mails go: SMTP_URL, or the outbox when unset */
    mail: { smtpUrl: cfg.smtpUrl, mailFrom: cfg.mailFrom },
    /** the accredited service provider's port: issued invoices and credit notes as e-invoices, their status back */
    eInvoicing: { provider: folderEInvoiceProvider(cfg.eInvoiceDir), statusCron: cfg.eInvoiceStatusCron },
    async close() {
      await jobs.close(10_000);
      await eventStore.close();
      await readStore.close();
      await blobStore.close();
      await reportStore.close();
      await credentials.close();
      await loginFailures.close();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof openRuntime>>;
