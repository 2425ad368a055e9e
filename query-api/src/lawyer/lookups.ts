import { Router } from 'express';
import { requireSignedIn } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';

/** The pickers of the lawyer portal's forms: clients and lawyers, active only. */
export function lawyerLookupRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get('/api/lawyer/clients', requireSignedIn, async (req, res) => {
    const filter: Record<string, unknown> = { isActive: true };
    if (req.query.initiation_agreement === 'true') filter.hasInitiationAgreement = true;
    const clients = await readStore.collection('clients').find(filter, { sort: { fullNameEn: 1 } });
    res.json(clients.map((c) => ({ id: c.id, clientId: c.clientId, fullNameEn: c.fullNameEn, fullNameAr: c.fullNameAr, hasInitiationAgreement: c.hasInitiationAgreement })));
  });
  router.get('/api/lawyer/employees', requireSignedIn, async (_req, res) => {
    const employees = await readStore.collection('employees').find({ isActive: true }, { sort: { fullNameEn: 1 } });
    res.json(employees.map((e) => ({ id: e.id, firstName: e.firstName, lastName: e.lastName, fullNameEn: e.fullNameEn, fullNameAr: e.fullNameAr, jobTitle: e.jobTitle })));
  });
  return router;
}
