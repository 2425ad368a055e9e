import { Router } from 'express';
import { newsEvents, newsInput, presentArticle } from '@lawfirm/contracts';
import { imageTypes, requirePermission } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { catalogAction, catalogRoutes } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { refTo } from '../framework/constraints.js';
import { storeUpload, type UploadRule } from '../framework/uploads.js';

const image: UploadRule = { field: 'image', maxBytes: 5 * 1024 * 1024, types: imageTypes, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.imageFileType' };

const resource = {
  category: 'news',
  path: '/api/news',
  events: newsEvents,
  input: newsInput,
  commands: { add: 'DraftNewsArticle', revise: 'ReviseNewsArticle', remove: 'RemoveNewsArticle' },
  // news has no module of its own in the roles matrix; it is firm content, governed by `settings`
  guards: moduleGuards('settings'),
  uploads: [image],
  present: presentArticle,
  // an author may leave the firm: the article then reads 'Unknown' (the spec), so it does not hold the account
  constraints: (f: Record<string, unknown>) => ({ refs: refTo('user', f.authorId, 'authorId', 'validation.unknownUser', { hold: false }) }),
};

export function newsRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.put('/api/news/:id/publish', requirePermission('settings', 'edit'), catalogAction(deps, resource, 'PublishNewsArticle', () => ({ isPublished: true })));
  router.use(
    catalogRoutes(deps, {
      ...resource,
      async prepare(req, fields, _mode, { blobStore }) {
        const file = await storeUpload(blobStore, req.files, image);
        return file ? { ...fields, image: file } : fields;
      },
    }),
  );
  return router;
}
