import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { bool, optStr, str } from '../events/registry.js';
import { moduleActions, permissionActions, permissionModules, type PermissionModule } from '../permissions.js';
import { flag, optionalText, requiredText } from '../validation.js';

const grants = z
  .partialRecord(z.enum(permissionModules, { error: 'validation.invalidValue' }), z.array(z.enum(permissionActions, { error: 'validation.invalidValue' })).max(4))
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
  properties: Object.fromEntries(permissionModules.map((m) => [m, { type: 'array', maxItems: 4, items: { enum: [...permissionActions] } }])),
};

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
);
