import { Router } from 'express';
import { FIRM_PROFILE_STREAM, firmSettingsAnswer, firmSettingsInput, LOGO_MAX_BYTES, logoPath } from '@lawfirm/contracts';
import { imageTypes, parseInput, requirePermission } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { multipartFields, storeUpload, type UploadRule } from '../framework/uploads.js';
import { firmDecider } from './firm.js';

const logoRule: UploadRule = { field: 'logo', maxBytes: LOGO_MAX_BYTES, types: imageTypes, tooLarge: 'settings.logoTooLarge', wrongType: 'settings.logoNotImage' };

export function firmRoutes(deps: CommandDeps): Router {
  const { eventStore, blobStore } = deps;
  const router = Router();
  router.post(
    '/api/admin/law-firm-settings',
    requirePermission('settings', 'edit'),
    multipartFields([logoRule]),
    commandRoute(deps, 'UpdateFirmSettings', async (req, cx) => {
      const profile = parseInput(firmSettingsInput, req.body, 'validation.fillRequired');
      const logo = await storeUpload(blobStore, req.files, logoRule);
      const o = await execute(eventStore, FIRM_PROFILE_STREAM, firmDecider, { type: 'UpdateFirmSettings', profile, logo }, cx.meta, {
        idempotency: cx.idempotency(200, (o) => settingsBody(o.state)),
      });
      return { status: 200, body: settingsBody(o.state), position: o.position };
    }),
  );
  return router;
}

function settingsBody(s: typeof firmDecider.initialState) {
  return { ...firmSettingsAnswer(s.profile), logoPath: logoPath(s.logo), version: s.version };
}
