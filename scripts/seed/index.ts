import { seedClient, type SeedResult } from './client.js';
import { regions } from './regions.js';
import { agreementPdf, branches, clients, courts, employees, news, roles, services, systemSettings } from './admin.js';

const firm = {
  nameEn: 'Al Noor Advocates & Legal Consultants',
  nameAr: 'النور للمحاماة والاستشارات القانونية',
  phone: '+971 4 555 0100',
  email: 'info@alnoor-law.ae',
  website: 'https://alnoor-law.ae',
  fax: '+971 4 555 0101',
  taxNumber: '100234567800003',
  licenseNumber: 'DXB-LGL-2019-0457',
  addressEn: 'Office 2304, Bay Square Building 11, Business Bay, Dubai, UAE',
  addressAr: 'مكتب 2304، مبنى باي سكوير 11، الخليج التجاري، دبي، الإمارات العربية المتحدة',
};

type Rec = Record<string, unknown>;
const lookup = (map: Map<unknown, Rec>, what: string) => (key: string) => {
  const r = map.get(key);
  if (!r) throw new Error(`seed: no ${what} ${key}`);
  return r.id as number;
};

export async function seedAll(base: string, token: string): Promise<Record<string, SeedResult>> {
  const api = seedClient(base, token);
  const summary: Record<string, SeedResult> = {};
  const settings = (await api.call('GET', '/api/admin/law-firm-settings')) as { nameEn: string | null };
  if (!settings.nameEn) await api.call('POST', '/api/admin/law-firm-settings', firm);
  summary['firm settings'] = { created: settings.nameEn ? 0 : 1, existing: settings.nameEn ? 1 : 0 };

  const r = await api.ensure('/api/regions', regions, (x) => x.code);
  const region = lookup(r.byKey, 'region');
  const b = await api.ensure('/api/branches', branches(region), (x) => x.nameEn);
  const c = await api.ensure('/api/courts', courts(region), (x) => x.nameEn);
  const s = await api.ensure('/api/services', services, (x) => x.nameEn);
  const ss = await api.ensure('/api/system-settings', systemSettings, (x) => x.key);
  const ro = await api.ensure('/api/roles', roles, (x) => x.nameEn);
  const e = await api.ensure('/api/employees', employees({ region, branch: lookup(b.byKey, 'branch'), role: lookup(ro.byKey, 'role') }), (x) => x.email);
  const cl = await api.ensure('/api/clients', clients({ region, lawyer: lookup(e.byKey, 'employee') }), (x) => x.clientId, (item) => {
    if (!item.hasInitiationAgreement) return item;
    const form = new FormData();
    for (const [k, v] of Object.entries(item)) if (v !== null && v !== undefined) form.append(k, String(v));
    form.append('agreementFile', new Blob([agreementPdf(String(item.fullNameEn))], { type: 'application/pdf' }), `initiation-agreement-${item.clientId}.pdf`);
    return form;
  });
  const lawyerIds = [...e.byKey.values()].map((x) => x.id as number);
  const clientIds = [...cl.byKey.values()].map((x) => x.id as number);
  const serviceIds = [...s.byKey.values()].map((x) => x.id as number);
  const day = (n: number, hour: number) => new Date(Date.UTC(2026, 11, 1 + n, hour - 4)).toISOString();
  const consultations = [0, 1, 2, 3].map((i) => ({
    clientId: clientIds[i % clientIds.length], lawyerId: lawyerIds[(i + 1) % lawyerIds.length], serviceId: serviceIds[0], scheduledDate: day(i * 2, 10 + i),
    duration: 60, status: i === 0 ? 'completed' : i === 3 ? 'cancelled' : 'scheduled', notes: i === 0 ? 'Client brought the supplier contract' : null, consultationFee: 750,
  }));
  const co = await api.ensure('/api/consultations', consultations, (x) => `${x.clientId}-${x.scheduledDate}`);
  const n = await api.ensure('/api/news', news, (x) => x.titleEn);
  Object.assign(summary, { regions: r, branches: b, courts: c, services: s, 'system settings': ss, roles: ro, employees: e, clients: cl, consultations: co, news: n });
  return Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, { created: v.created, existing: v.existing }]));
}
