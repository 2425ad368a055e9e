import { seedClient, type SeedResult } from './client.js';
import { regions } from './regions.js';

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

export async function seedAll(base: string, token: string): Promise<Record<string, SeedResult>> {
  const api = seedClient(base, token);
  const summary: Record<string, SeedResult> = {};
  const settings = (await api.call('GET', '/api/admin/law-firm-settings')) as { nameEn: string | null };
  if (!settings.nameEn) await api.call('POST', '/api/admin/law-firm-settings', firm);
  summary['firm settings'] = { created: settings.nameEn ? 0 : 1, existing: settings.nameEn ? 1 : 0 };
  summary.regions = await api.ensure('/api/regions', regions, (r) => r.code);
  return summary;
}
