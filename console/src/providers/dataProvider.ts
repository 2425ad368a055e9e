import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { FirmSettings } from '@lawfirm/contracts';
import { API_URL, getJson, httpClient } from '../api/http';
import { encodeBody } from './multipart';

export interface Stats {
  totalClients: number;
  totalEmployees: number;
  totalBranches: number;
  totalRegions: number;
}

/** The calls that are not resources, available through `useDataProvider<AppDataProvider>()`. */
export interface AppDataProvider extends DataProvider {
  getStats(): Promise<Stats>;
  getFirmSettings(): Promise<Partial<FirmSettings>>;
}

/** Fields of a read model the server owns; they are not sent back on update. */
const READ_ONLY_FIELDS = ['id', 'createdAt', 'updatedAt'];

/**
 * ra-data-simple-rest at /api, with:
 * - resource names mapped to API paths (`settings/regions` -> `/api/regions`); names without an
 *   entry are used as the path,
 * - bearer token, read-your-writes position and bilingual errors (see httpClient),
 * - multipart bodies for create/update when the record holds files.
 * `version` stays in the update body: the server uses it to refuse stale writes (409).
 */
export function createDataProvider(resourcePaths: Record<string, string> = {}): AppDataProvider {
  const rest = simpleRestProvider(API_URL, httpClient);
  const pathOf = (resource: string) => resourcePaths[resource] ?? resource;
  const urlOf = (resource: string, id?: string | number) =>
    id === undefined ? `${API_URL}/${pathOf(resource)}` : `${API_URL}/${pathOf(resource)}/${encodeURIComponent(id)}`;

  return {
    getList: (resource, params) => rest.getList(pathOf(resource), params),
    getOne: (resource, params) => rest.getOne(pathOf(resource), params),
    getMany: (resource, params) => rest.getMany(pathOf(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(pathOf(resource), params),
    updateMany: (resource, params) => rest.updateMany(pathOf(resource), params),
    delete: (resource, params) => rest.delete(pathOf(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(pathOf(resource), params),
    create: async (resource, params) => {
      const { json } = await httpClient(urlOf(resource), { method: 'POST', body: encodeBody(params.data) });
      return { data: json };
    },
    update: async (resource, params) => {
      const data = Object.fromEntries(Object.entries(params.data).filter(([k]) => !READ_ONLY_FIELDS.includes(k)));
      const { json } = await httpClient(urlOf(resource, params.id), { method: 'PUT', body: encodeBody(data) });
      return { data: json };
    },
    getStats: () => getJson<Stats>('/stats'),
    getFirmSettings: () => getJson<Partial<FirmSettings>>('/settings'),
  };
}
