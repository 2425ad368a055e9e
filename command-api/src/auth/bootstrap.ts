import { generatePassword, hashPassword, log, WrongExpectedRevisionError } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { messages, passwordProblem, userEvents, type Bilingual } from '@lawfirm/contracts';
import { catalogDecider } from '../framework/catalog.js';
import { execute } from '../framework/handler.js';
import { catalogConstraints } from '../framework/catalogRoutes.js';
import { superAdminRoster } from '../users/superAdmins.js';

/** BOOTSTRAP_ADMIN_PASSWORD breaks the password rule: nothing is created, and the operator is told why in both languages. */
export class WeakBootstrapPassword extends Error {
  readonly wording: Bilingual;
  constructor(problem: NonNullable<ReturnType<typeof passwordProblem>>) {
    const template = messages['startup.weakBootstrapPassword'];
    const reason = messages[problem];
    const wording = { en: template.en.replace('{reason}', reason.en.toLowerCase()), ar: template.ar.replace('{reason}', reason.ar) };
    super(`${wording.en}\n${wording.ar}`);
    this.name = 'WeakBootstrapPassword';
    this.wording = wording;
  }
}

/**
 * First start with no admin user: creates super admin `user-1` from BOOTSTRAP_ADMIN_USERNAME /
 * BOOTSTRAP_ADMIN_PASSWORD, generating and printing the password once when none is configured.
 * It joins the roster of active super admins with its first event; its username and the rest are
 * recorded by the constraints backfill that follows (framework/constraintsBackfill.ts).
 */
export async function ensureBootstrapAdmin(
  deps: Pick<CommandDeps, 'eventStore' | 'credentials'>,
  cfg: { username: string; password?: string },
): Promise<{ created: boolean; username?: string; password?: string }> {
  if ((await deps.eventStore.lastStreamNumber('user')) > 0) return { created: false };
  const problem = cfg.password === undefined ? null : passwordProblem(cfg.password);
  if (problem) throw new WeakBootstrapPassword(problem);
  const password = cfg.password ?? generatePassword();
  await deps.credentials.set('admin:1', await hashPassword(password));
  const input = {
    username: cfg.username, email: `${cfg.username.replace(/[^a-z0-9._-]/gi, '')}@localhost`, fullNameEn: 'System Administrator', fullNameAr: 'مدير النظام',
    phone: null, roleId: null, isSuperAdmin: true, isActive: true, passwordSetAt: new Date().toISOString(),
  };
  try {
    await execute(
      deps.eventStore,
      'user-1',
      catalogDecider(userEvents),
      { type: 'Add', id: 1, input },
      { userId: null, userType: 'system', correlationId: 'bootstrap', causationId: null, command: 'BootstrapAdmin' },
      { mustNotExist: true, constraints: catalogConstraints({ constraints: (f) => ({ rosters: superAdminRoster(f) }) }) },
    );
  } catch (e) {
    if (e instanceof WrongExpectedRevisionError) return { created: false };
    throw e;
  }
  if (!cfg.password) {
    const banner = `\n  First start: super admin created\n    username: ${cfg.username}\n    password: ${password}\n  (shown once; set BOOTSTRAP_ADMIN_PASSWORD to choose it)\n`;
    process.stdout.write(banner + '\n');
  } else {
    log.info('super admin created', { username: cfg.username });
  }
  return { created: true, username: cfg.username, password };
}
