import { systemSettingEvents, systemSettingInput } from '@lawfirm/contracts';
import { AppError } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { mustBeUnique } from '../framework/references.js';

/** System settings are addressed by key (`PUT /api/system-settings/{key}`); the key is fixed once created. */
export const systemSettingRoutes = (deps: CommandDeps) =>
  catalogRoutes(deps, {
    category: 'system-setting',
    path: '/api/system-settings',
    events: systemSettingEvents,
    input: systemSettingInput,
    commands: { add: 'DefineSystemSetting', revise: 'ReviseSystemSetting', remove: 'RemoveSystemSetting' },
    guards: moduleGuards('settings'),
    lookup: {
      param: 'key',
      async resolve(key, { readStore }) {
        const doc = await readStore.collection('system_settings').findOne({ key });
        if (!doc) throw new AppError('not_found', 'error.notFound');
        return doc.id as number;
      },
    },
    async prepare(_req, fields, mode, { readStore }) {
      if (mode.kind === 'add') {
        await mustBeUnique(readStore, 'system_settings', 'key', fields.key, undefined, 'validation.keyTaken');
        return fields;
      }
      const current = await readStore.collection('system_settings').findOne({ id: mode.id });
      return { ...fields, key: current?.key ?? fields.key };
    },
  });
