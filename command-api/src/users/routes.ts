import { presentUser, userEvents, userInput } from '@lawfirm/contracts';
import { AppError, principalOf } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { storePassword, takePassword } from '../framework/passwords.js';
import { mustBeUnique, mustExist } from '../framework/references.js';

/** Admin users. Nobody can delete or deactivate their own account, and the last super admin stays. */
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
    async prepare(req, fields, mode, { readStore }) {
      const except = mode.kind === 'revise' ? mode.id : undefined;
      await mustBeUnique(readStore, 'users', 'username', fields.username, except, 'validation.usernameTaken');
      await mustExist(readStore, 'roles', fields.roleId, 'roleId', 'validation.unknownRole');
      if (mode.kind === 'revise' && mode.id === principalOf(req).id && principalOf(req).userType === 'admin' && fields.isActive === false)
        throw new AppError('validation_failed', 'error.cannotRemoveSelf');
      const withPassword = await takePassword(req, fields, mode);
      return mode.kind === 'add' ? { ...withPassword, isSuperAdmin: false } : withPassword;
    },
    async beforeRemove(req, id, { readStore }) {
      if (id === principalOf(req).id && principalOf(req).userType === 'admin') throw new AppError('validation_failed', 'error.cannotRemoveSelf');
      const user = await readStore.collection('users').findOne({ id });
      if (user?.isSuperAdmin && (await readStore.collection('users').count({ isSuperAdmin: true, isActive: true })) <= 1)
        throw new AppError('validation_failed', 'error.lastSuperAdmin');
    },
    afterSave: (req, record, deps) => storePassword(req, `admin:${record.id}`, deps),
  });
