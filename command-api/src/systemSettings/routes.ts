import { systemSettingEvents, systemSettingInput } from '@lawfirm/contracts';
import { AppError } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { holderOf } from '../framework/uniqueness.js';

const KEY_SCOPE = 'system-setting-key';

/** System settings are addressed by key (`PUT /api/system-settings/{key}`); the key is fixed once created. */
export const systemSettingRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'system-setting',
    path: '/api/system-settings',
    events: systemSettingEvents,
    input: systemSettingInput,
    commands: { add: 'DefineSystemSetting', revise: 'ReviseSystemSetting', remove: 'RemoveSystemSetting' },
    guards: moduleGuards('settings'),
    // the key's holder is found on its reservation stream, so a setting is found as soon as it exists
    lookup: {
      param: 'key',
      async resolve(key, { eventStore }) {
        const holder = await holderOf(eventStore, KEY_SCOPE, key);
        if (!holder) throw new AppError('not_found', 'error.notFound');
        return Number(holder.slice('system-setting-'.length));
      },
    },
    constraints: (f) => ({ unique: [{ scope: KEY_SCOPE, value: f.key, field: 'key', key: 'validation.keyTaken' }] }),
    // the key a setting was found by stays its key
    async prepare(req, fields, mode) {
      return mode.kind === 'add' ? fields : { ...fields, key: String(req.params.key) };
    },
  });
