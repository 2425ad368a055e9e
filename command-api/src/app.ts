import { Router } from 'express';
import type { CommandDeps } from './framework/deps.js';
import { authRoutes } from './auth/routes.js';
import { firmRoutes } from './firm/routes.js';
import { regionRoutes } from './regions/routes.js';

export type { CommandDeps } from './framework/deps.js';
export { IdAllocator } from './framework/ids.js';
export { ensureBootstrapAdmin } from './auth/bootstrap.js';

/** Every command route (POST/PUT/PATCH/DELETE) of the portal. Authentication runs before it. */
export function createCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  router.use(authRoutes(deps));
  router.use(firmRoutes(deps));
  router.use(regionRoutes(deps));
  return router;
}
