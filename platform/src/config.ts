import { join, resolve } from 'node:path';
import { ensurePrivateDir } from './privateFiles.js';

export interface Config {
  port: number;
  dataDir: string;
  eventStoreUrl?: string;
  mongodbUrl?: string;
  redisUrl?: string;
  /** BullMQ key prefix, so several deployments can share one Redis */
  queuePrefix: string;
  /** how long a worker's lock on a job lasts; a job whose worker died is retried after it (BullMQ) */
  queueLockMs?: number;
  jwtSecret?: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (see applyTrustProxy); none when unset */
  trustProxy?: string;
  bootstrapAdminUsername: string;
  bootstrapAdminPassword?: string;
  firmTimezone: string;
  logLevel: string;
  /**
   * Standalone only: the in-process projections apply every live event this many ms after its
   * commit, as a separate projections service may, so lag shows where it would in distributed mode
   */
  readModelLagMs: number;
  /** SMTP_URL (e.g. smtp://user:pass@mail.example.ae:587): reminders also go out by e-mail; without it they are kept in the outbox */
  smtpUrl?: string;
  /** MAIL_FROM: the reminders' sender address */
  mailFrom?: string;
  /** EINVOICE_DIR: the folder the accredited provider's connector reads e-invoices from and writes their status to (DATA_DIR/e-invoices by default) */
  eInvoiceDir: string;
  /** EINVOICE_STATUS_CRON: how often the provider's status reports are read (every minute by default; node-cron and BullMQ take seconds as a sixth field) */
  eInvoiceStatusCron: string;
}

const blankToUndefined = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/**
 * The firm's time zone (FIRM_TIMEZONE, Asia/Dubai by default): the zone its days and times are
 * read in. For code given no settings of its own (a projection's words); the rest take it from
 * `loadConfig().firmTimezone`.
 */
export const firmTimezoneOf = (env: NodeJS.ProcessEnv = process.env): string => blankToUndefined(env.FIRM_TIMEZONE) ?? 'Asia/Dubai';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  ensurePrivateDir(dataDir);
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    eventStoreUrl: blankToUndefined(env.EVENTSTORE_URL),
    mongodbUrl: blankToUndefined(env.MONGODB_URL),
    redisUrl: blankToUndefined(env.REDIS_URL),
    queuePrefix: blankToUndefined(env.QUEUE_PREFIX) ?? 'lawfirm',
    queueLockMs: env.QUEUE_LOCK_MS ? Number(env.QUEUE_LOCK_MS) : undefined,
    jwtSecret: blankToUndefined(env.JWT_SECRET),
    trustProxy: blankToUndefined(env.TRUST_PROXY),
    bootstrapAdminUsername: blankToUndefined(env.BOOTSTRAP_ADMIN_USERNAME) ?? 'admin',
    bootstrapAdminPassword: blankToUndefined(env.BOOTSTRAP_ADMIN_PASSWORD),
    firmTimezone: firmTimezoneOf(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    readModelLagMs: lagOf(env.READ_MODEL_LAG_MS),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM),
    eInvoiceDir: resolve(blankToUndefined(env.EINVOICE_DIR) ?? join(dataDir, 'e-invoices')),
    eInvoiceStatusCron: blankToUndefined(env.EINVOICE_STATUS_CRON) ?? '* * * * *',
  };
}

function lagOf(raw: string | undefined): number {
  const v = blankToUndefined(raw);
  if (v === undefined) return 0;
  const ms = Number(v);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`READ_MODEL_LAG_MS must be a whole number of milliseconds (0 or more), not "${v}"`);
  return ms;
}
