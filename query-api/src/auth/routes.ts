import { Router } from 'express';
import { principalOf } from '@lawfirm/platform';

export function authRoutes(): Router {
  const router = Router();
  router.get('/api/auth/me', (req, res) => {
    res.json({ user: principalOf(req) });
  });
  return router;
}
