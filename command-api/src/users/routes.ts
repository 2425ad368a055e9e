import { bilingual, presentUser, userEvents, userInput } from '@lawfirm/contracts';
import { AppError, principalOf } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { adminAccount, mayChangeAccount } from '../framework/authority.js';
import { moduleGuards } from '../framework/guards.js';
import { storePassword, takePassword } from '../framework/passwords.js';
import { refTo } from '../framework/constraints.js';
import { superAdminRoster } from './superAdmins.js';

/**
 * Admin users. Nobody can delete or deactivate their own account, the last active super admin
 * stays (decided on the `super-admins` roster with the account's events, see superAdmins.ts), and
 * authority is never passed on beyond one's own (see framework/authority.ts).
 */
const { UserPasswordChanged, UserRoleChanged, UserDeactivated, UserActivated, UserRemoved } = userEvents.events;
/** the events after which the admin's sessions end (their generation moves) */
const generationEvents = [UserPasswordChanged, UserRoleChanged, UserDeactivated, UserActivated, UserRemoved].map((e) => e.type);

export const userRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'user',
    path: '/api/users',
    events: userEvents,
    input: userInput,
    summary: 'validation.fillRequired',
    commands: { add: 'RegisterUser', revise: 'ReviseUser', remove: 'RemoveUser' },
    guards: moduleGuards('users'),
    present: presentUser,
    constraints: (f) => ({
      unique: [{ scope: 'username', value: f.username, field: 'username', key: 'validation.usernameTaken' }],
      refs: refTo('role', f.roleId, 'roleId', 'validation.unknownRole'),
      rosters: superAdminRoster(f),
    }),
    async prepare(req, fields, mode, deps) {
      if (mode.kind === 'revise' && mode.id === principalOf(req).id && principalOf(req).userType === 'admin' && fields.isActive === false)
        throw new AppError('validation_failed', 'error.cannotRemoveSelf');
      const current = mode.kind === 'revise' ? await adminAccount(deps, mode.id) : null;
      // a super admin holds every right without a role; everyone else has one
      if (fields.roleId === null && !current?.isSuperAdmin) {
        const { en, ar } = bilingual('validation.roleRequired');
        throw new AppError('validation_failed', 'validation.roleRequired', [{ field: 'roleId', message: en, messageAr: ar }]);
      }
      await mayChangeAccount(req, deps, current && mode.kind === 'revise' ? { userType: 'admin', id: mode.id, ...current } : null, fields.roleId);
      const withPassword = await takePassword(req, fields, mode);
      return mode.kind === 'add' ? { ...withPassword, isSuperAdmin: false } : withPassword;
    },
    async beforeRemove(req, id, deps) {
      if (id === principalOf(req).id && principalOf(req).userType === 'admin') throw new AppError('validation_failed', 'error.cannotRemoveSelf');
      const current = await adminAccount(deps, id);
      await mayChangeAccount(req, deps, current && { userType: 'admin', id, ...current }, undefined);
    },
    afterSave: (req, record, deps) => storePassword(req, `admin:${record.id}`, deps),
    generation: { key: (id) => `admin:${id}`, on: generationEvents },
  });
