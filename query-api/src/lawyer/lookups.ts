import { Router } from 'express';
import { requireAnyWork } from '@lawfirm/platform';
import type { ClientPick, ColleaguePick, PermissionAction, PermissionModule } from '@lawfirm/contracts';
import { answer } from '../framework/answer.js';
import type { QueryDeps } from '../framework/deps.js';

/**
 * Who may read the pickers' directories. Employees (lawyers and staff) may: the case wizard, the
 * file form, the minutes form and the appointments name clients and colleagues, and the lawyer
 * portal's Clients link opens the client directory. An admin only when their role has a module
 * whose screens pick from them (docs/api.md, "Who reads what"):
 * - clients: `clients: view` (the directory itself), `cases: add|edit` (the wizard's plaintiffs),
 *   `files: add|edit` (a file's client), `reports: view` (the reports' client filter);
 * - colleagues: `employees: view` (the directory itself), `cases: view|add|edit` (a case's lawyers
 *   and the appointments' assignees), `files: add|edit` (a file's lawyers), `minutes: add|edit`
 *   (the attending and pleading lawyers).
 */
export const lookupReaders: Record<'clients' | 'employees', [PermissionModule, PermissionAction][]> = {
  clients: [['clients', 'view'], ['cases', 'add'], ['cases', 'edit'], ['files', 'add'], ['files', 'edit'], ['reports', 'view']],
  employees: [['employees', 'view'], ['cases', 'view'], ['cases', 'add'], ['cases', 'edit'], ['files', 'add'], ['files', 'edit'], ['minutes', 'add'], ['minutes', 'edit']],
};

/** The pickers of the lawyer portal's forms: clients and colleagues, active only, with what the pickers show and nothing more. */
export function lawyerLookupRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get('/api/lawyer/clients', requireAnyWork(...lookupReaders.clients), async (req, res) => {
    const filter: Record<string, unknown> = { isActive: true };
    if (req.query.initiation_agreement === 'true') filter.hasInitiationAgreement = true;
    const clients = await readStore.collection('clients').find(filter, { sort: { fullNameEn: 1 } });
    res.json(clients.map((c) => answer<ClientPick>()({ id: c.id, clientId: c.clientId, fullNameEn: c.fullNameEn, fullNameAr: c.fullNameAr, hasInitiationAgreement: c.hasInitiationAgreement })));
  });
  router.get('/api/lawyer/employees', requireAnyWork(...lookupReaders.employees), async (_req, res) => {
    const employees = await readStore.collection('employees').find({ isActive: true }, { sort: { fullNameEn: 1 } });
    res.json(employees.map((e) => answer<ColleaguePick>()({ id: e.id, firstName: e.firstName, lastName: e.lastName, fullNameEn: e.fullNameEn, fullNameAr: e.fullNameAr, jobTitle: e.jobTitle })));
  });
  return router;
}
