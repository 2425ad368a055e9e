import { Router } from 'express';
import { firmSettingsAnswer } from '@lawfirm/contracts';
import { requirePermission } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';

const empty = {
  nameEn: null, nameAr: null, addressEn: null, addressAr: null, phone: null, email: null,
  website: null, fax: null, taxNumber: null, licenseNumber: null, billingAddressEn: null, billingAddressAr: null, logoPath: null,
};

export function settingsRoutes({ readStore, blobStore }: QueryDeps): Router {
  const router = Router();
  const current = async () => {
    const doc = await readStore.collection('firm_settings').findOne({ id: 1 });
    const { id: _id, logo: _logo, ...rest } = doc ?? {};
    return firmSettingsAnswer({ ...empty, ...rest });
  };

  // The sidebar and the login page show the firm's name and logo before anyone signs in.
  router.get('/api/settings', async (_req, res) => {
    const s = await current();
    res.json({ nameEn: s.nameEn, nameAr: s.nameAr, logoPath: s.logoPath });
  });

  router.get('/api/admin/law-firm-settings', requirePermission('settings', 'view'), async (_req, res) => {
    res.json(await current());
  });

  router.get('/api/settings/logo', async (_req, res) => {
    const doc = await readStore.collection('firm_settings').findOne({ id: 1 });
    const logo = doc?.logo as { id: string } | undefined;
    const blob = logo ? await blobStore.get(logo.id) : null;
    if (!blob) {
      res.status(404).json({ code: 'not_found', message: 'The record was not found', messageAr: 'لم يتم العثور على السجل' });
      return;
    }
    res.setHeader('Content-Type', blob.contentType);
    res.setHeader('Content-Length', String(blob.size));
    res.setHeader('Cache-Control', 'public, max-age=86400');
    // an SVG opened directly must not run script
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    blob.stream.pipe(res);
  });
  return router;
}
