import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { AdminStats, FirmSettings } from '@lawfirm/contracts';
import { API_URL, getJson, httpClient } from '../api/http';
import { encodeBody, toFormData } from './multipart';

/** the admin dashboard's counters and trends (GET /api/stats): contracts' shape */
export type Stats = AdminStats;

/** The firm's profile as the settings screen edits it; `version` guards against stale saves. */
export type LawFirmSettings = FirmSettings & { version?: number };

/** The calls that are not resources, available through `useDataProvider<AppDataProvider>()`. */
export interface AppDataProvider extends DataProvider {
  getStats(): Promise<Stats>;
  getFirmSettings(): Promise<Partial<FirmSettings>>;
  getLawFirmSettings(): Promise<LawFirmSettings>;
  /** multipart, with the new logo as `{ rawFile }` under `logo` when one was chosen */
  updateLawFirmSettings(data: Record<string, unknown>): Promise<LawFirmSettings>;
}

/**
 * Where a resource lives under /api: its path, or its path and the field naming its records in
 * PUT/DELETE URLs when that is not `id` (system settings are addressed by `key`).
 */
export type ResourceRoute = string | { path: string; idField?: string };

/**
 * A bulk delete where some records could not be deleted (e.g. still in use): the first refusal,
 * carrying the ids that were deleted, so the list can unselect them.
 */
export type PartialDeleteError = Error & { deletedIds: Identifier[] };

const partialDelete = (reason: unknown, deletedIds: Identifier[]): PartialDeleteError =>
  Object.assign(reason instanceof Error ? reason : new Error(String(reason)), { deletedIds });

export const deletedIdsOf = (error: unknown): Identifier[] => (error as Partial<PartialDeleteError> | null)?.deletedIds ?? [];

/** Fields of a read model the server owns; they are not sent back on update. */
const READ_ONLY_FIELDS = ['id', 'createdAt', 'updatedAt'];
const writable = (data: Record<string, unknown>, readOnly = READ_ONLY_FIELDS) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => !readOnly.includes(k)));

/**
 * ra-data-simple-rest at /api, with:
 * - resource names mapped to API paths (`settings/regions` -> `/api/regions`); names without an
 *   entry are used as the path; records of a resource with an `idField` are updated and deleted
 *   at `/api/<path>/<value of that field>`,
 * - bearer token, read-your-writes position and bilingual errors (see httpClient),
 * - multipart bodies for create/update when the record holds files.
 * `version` stays in the update body: the server uses it to refuse stale writes (409).
 */
export function createDataProvider(resourcePaths: Record<string, ResourceRoute> = {}): AppDataProvider {
  const rest = simpleRestProvider(API_URL, httpClient);
  const routeOf = (resource: string) => {
    const route = resourcePaths[resource] ?? resource;
    return typeof route === 'string' ? { path: route, idField: undefined } : route;
  };
  const pathOf = (resource: string) => routeOf(resource).path;
  const urlOf = (resource: string, id?: string | number) =>
    id === undefined ? `${API_URL}/${pathOf(resource)}` : `${API_URL}/${pathOf(resource)}/${encodeURIComponent(id)}`;
  const deleteAt = async (resource: string, address: unknown) =>
    (await httpClient(urlOf(resource, String(address)), { method: 'DELETE' })).json;

  return {
    getList: (resource, params) => rest.getList(pathOf(resource), params),
    getOne: (resource, params) => rest.getOne(pathOf(resource), params),
    getMany: (resource, params) => rest.getMany(pathOf(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(pathOf(resource), params),
    updateMany: (resource, params) => rest.updateMany(pathOf(resource), params),
    delete: async (resource, params) => {
      const { idField } = routeOf(resource);
      if (!idField) return rest.delete(pathOf(resource), params);
      const record = params.previousData ?? (await rest.getOne(pathOf(resource), { id: params.id })).data;
      return { data: await deleteAt(resource, record[idField]) };
    },
    deleteMany: async (resource, params) => {
      const { idField } = routeOf(resource);
      const addresses = idField ? (await rest.getMany(pathOf(resource), { ids: params.ids })).data.map((record) => [record.id, record[idField]]) : params.ids.map((id) => [id, id]);
      const outcomes = await Promise.allSettled(addresses.map(([, address]) => deleteAt(resource, address)));
      const failure = outcomes.find((o) => o.status === 'rejected');
      if (failure) throw partialDelete(failure.reason, addresses.filter((_, i) => outcomes[i].status === 'fulfilled').map(([id]) => id));
      return { data: params.ids };
    },
    create: async (resource, params) => {
      const { json } = await httpClient(urlOf(resource), { method: 'POST', body: encodeBody(params.data) });
      return { data: json };
    },
    update: async (resource, params) => {
      const { idField } = routeOf(resource);
      const data = writable(params.data);
      // the naming field cannot change; a disabled input leaves it out of the form's values
      if (idField) data[idField] = params.previousData[idField];
      const address = idField ? params.previousData[idField] : params.id;
      const { json } = await httpClient(urlOf(resource, address), { method: 'PUT', body: encodeBody(data) });
      return { data: json };
    },
    getStats: () => getJson<Stats>('/stats'),
    getFirmSettings: () => getJson<Partial<FirmSettings>>('/settings'),
    getLawFirmSettings: () => getJson<LawFirmSettings>('/admin/law-firm-settings'),
    updateLawFirmSettings: async (data) => {
      const body = toFormData(writable(data, [...READ_ONLY_FIELDS, 'logoPath']));
      const { json } = await httpClient(`${API_URL}/admin/law-firm-settings`, { method: 'POST', body });
      return json as LawFirmSettings;
    },
  };
}
