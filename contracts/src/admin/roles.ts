import { z } from 'zod';
import { declareEvent, optionalTextOf, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
import { moduleActions, permissionActions, permissionModules, type PermissionAction, type PermissionModule } from '../permissions.js';
import { flag, optionalText, requiredText } from '../validation.js';

const grants = z
  .partialRecord(z.enum(permissionModules, { error: 'validation.invalidValue' }), z.array(z.enum(permissionActions, { error: 'validation.invalidValue' })).max(permissionActions.length))
  .optional()
  .refine((p) => Object.entries(p ?? {}).every(([m, a]) => (a ?? []).every((x) => moduleActions[m as PermissionModule].includes(x))), { error: 'validation.invalidValue' })
  .transform((p) => Object.fromEntries(Object.entries(p ?? {}).map(([m, a]) => [m, permissionActions.filter((x) => a?.includes(x))]).filter(([, a]) => a.length)));

export const roleInput = z.object({
  nameEn: requiredText('validation.required', 200),
  nameAr: requiredText('validation.required', 200),
  descriptionEn: optionalText(2000),
  descriptionAr: optionalText(2000),
  // multipart or JSON: a JSON string is accepted too
  permissions: z.preprocess((v) => (typeof v === 'string' ? safeJson(v) : v), grants),
  isActive: flag(true),
});

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

type Grants = z.ZodOptional<z.ZodArray<z.ZodEnum<{ [A in PermissionAction]: A }>>>;
/** a role's grants as stored: per module (none for a module it grants nothing of), which of that module's actions */
const grantsOf = (modules: readonly PermissionModule[], actionsOf: (m: PermissionModule) => readonly PermissionAction[]) =>
  z.strictObject(Object.fromEntries(modules.map((m) => [m, z.array(z.enum(actionsOf(m) as [PermissionAction, ...PermissionAction[]])).max(actionsOf(m).length).optional()])) as Record<PermissionModule, Grants>);
// version 1, before billing: the fourteen modules, each with view, add, edit and delete
const permissionsV1 = grantsOf(
  permissionModules.filter((m) => m !== 'billing'),
  () => ['view', 'add', 'edit', 'delete'],
);
const roleFieldsV1 = { nameEn: text(200), nameAr: text(200), descriptionEn: optionalTextOf(2000), descriptionAr: optionalTextOf(2000) };
declareEvent('RoleDefined', 1, z.strictObject({ roleId: whole(1), ...roleFieldsV1, permissions: permissionsV1, isActive: z.boolean() }));
declareEvent('RoleRevised', 1, z.strictObject({ roleId: whole(1), ...z.strictObject(roleFieldsV1).partial().shape }));
declareEvent('RoleGrantsChanged', 1, z.strictObject({ roleId: whole(1), permissions: permissionsV1 }));

export const roleEvents = declareCatalogEvents(
  {
    idField: 'roleId',
    added: 'RoleDefined',
    revised: 'RoleRevised',
    removed: 'RoleRemoved',
    fieldEvents: { RoleGrantsChanged: ['permissions'] },
    toggles: { isActive: { on: 'RoleReactivated', off: 'RoleDeactivated' } },
  },
  { ...roleFieldsV1, permissions: grantsOf(permissionModules, (m) => moduleActions[m]), isActive: z.boolean() },
  // version 2: the billing module, with its own actions (view, create, approve, void)
  { version: 2, upcastAdded: (d) => d, fieldEvents: ['RoleGrantsChanged'] },
);
/** a role's stream `role-{id}` */
export type RoleEvent = CatalogEventOf<typeof roleEvents>;
