import { employeeEvents, roleEvents, userEvents, type CatalogEventNames, type Permissions, type PrincipalAccount } from '@lawfirm/contracts';
import type { EventStore, RecordedEvent } from '../eventstore/types.js';

/**
 * Accounts and roles as their own streams recorded them, for when the read models cannot be
 * trusted to be current: signing in, and a request whose account or role the read models do not
 * show yet (read models lag the log; see ARCHITECTURE.md, "Invariants and lag").
 * The same folding as the command side's catalog decider, which the platform cannot import.
 */
export function foldCatalogStream(names: CatalogEventNames, events: RecordedEvent[]): Record<string, unknown> | null {
  const toggleOf = new Map<string, [string, boolean]>();
  for (const [field, { on, off }] of Object.entries(names.toggles ?? {})) {
    toggleOf.set(on, [field, true]);
    toggleOf.set(off, [field, false]);
  }
  const fieldEvents = new Set(Object.keys(names.fieldEvents ?? {}));
  const separate = Object.entries(names.toggles ?? {}).filter(([, t]) => t.separateOnAdd).map(([f]): [string, boolean] => [f, false]);
  let fields: Record<string, unknown> | null = null;
  for (const e of events) {
    const data = e.data as Record<string, unknown>;
    const toggle = toggleOf.get(e.type);
    if (e.type === names.added) fields = { ...Object.fromEntries(separate), ...data };
    else if (fields === null) continue;
    else if (e.type === names.removed) fields = null;
    else if (e.type === names.attachments?.event) fields = Object.assign({}, fields, { [String(data.field)]: data.file });
    else if (e.type === names.revised || fieldEvents.has(e.type)) fields = Object.assign({}, fields, data);
    else if (toggle) fields = Object.assign({}, fields, { [toggle[0]]: toggle[1] });
  }
  return fields;
}

/** An admin user or employee as sign-in and requests need it (the shape of the `principals` read model). */
export type AccountRecord = PrincipalAccount;

/** null when the account was never created or was removed */
export async function accountFromStream(store: EventStore, typ: 'admin' | 'employee', id: number): Promise<AccountRecord | null> {
  const names = typ === 'admin' ? userEvents : employeeEvents;
  const f = foldCatalogStream(names, await store.readStream(`${typ === 'admin' ? 'user' : 'employee'}-${id}`));
  if (!f) return null;
  const email = String(f.email ?? '');
  return {
    key: `${typ}:${id}`,
    id,
    userType: typ,
    // employees sign in with their email
    username: typ === 'admin' ? String(f.username ?? '') : email,
    email,
    fullNameEn: String(f.fullNameEn ?? ''),
    fullNameAr: String(f.fullNameAr ?? ''),
    isSuperAdmin: typ === 'admin' && f.isSuperAdmin === true,
    roleId: typeof f.roleId === 'number' ? f.roleId : null,
    isActive: f.isActive !== false,
  };
}

export interface RoleRecord {
  id: number;
  nameEn: string;
  nameAr: string;
  permissions: Permissions;
  isActive: boolean;
}

/** null when the role was never defined or was removed */
export async function roleFromStream(store: EventStore, roleId: number): Promise<RoleRecord | null> {
  const f = foldCatalogStream(roleEvents, await store.readStream(`role-${roleId}`));
  if (!f) return null;
  return { id: roleId, nameEn: String(f.nameEn ?? ''), nameAr: String(f.nameAr ?? ''), permissions: (f.permissions as Permissions | undefined) ?? {}, isActive: f.isActive !== false };
}
