import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { bool, defineEvent, int, object, optStr, str } from '../events/registry.js';
import { moduleActions, permissionActions, permissionModules, type PermissionModule } from '../permissions.js';
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

const permissionsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(permissionModules.map((m) => [m, { type: 'array', maxItems: moduleActions[m].length, items: { enum: [...moduleActions[m]] } }])),
};
// version 1, before billing: the fourteen modules, each with view, add, edit and delete
const modulesV1 = permissionModules.filter((m) => m !== 'billing');
const permissionsV1 = { type: 'object', additionalProperties: false, properties: Object.fromEntries(modulesV1.map((m) => [m, { type: 'array', maxItems: 4, items: { enum: ['view', 'add', 'edit', 'delete'] } }])) };
const roleFieldsV1 = { nameEn: str(200), nameAr: str(200), descriptionEn: optStr(2000), descriptionAr: optStr(2000) };
defineEvent({ type: 'RoleDefined', version: 1, schema: object({ roleId: int(1), ...roleFieldsV1, permissions: permissionsV1, isActive: bool }) });
defineEvent({ type: 'RoleRevised', version: 1, schema: object({ roleId: int(1), ...roleFieldsV1 }, ['roleId']) });
defineEvent({ type: 'RoleGrantsChanged', version: 1, schema: object({ roleId: int(1), permissions: permissionsV1 }) });

export const roleEvents = defineCatalogEvents(
  {
    idField: 'roleId',
    added: 'RoleDefined',
    revised: 'RoleRevised',
    removed: 'RoleRemoved',
    fieldEvents: { RoleGrantsChanged: ['permissions'] },
    toggles: { isActive: { on: 'RoleReactivated', off: 'RoleDeactivated' } },
  },
  { nameEn: str(200), nameAr: str(200), descriptionEn: optStr(2000), descriptionAr: optStr(2000), permissions: permissionsSchema, isActive: bool },
  // version 2: the billing module, with its own actions (view, create, approve, void)
  { version: 2, upcastAdded: (d) => d, fieldEvents: ['RoleGrantsChanged'] },
);
