import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp, finishApiApp } from './app.js';
import { prefixOf, routeByPrefix, routerPrefixes } from './prefixRoutes.js';

/** Routers shaped like the portal's: full paths, sub-routers mounted at '/', two routers sharing a prefix. */
const said = (text: string) => (_req: unknown, res: { json: (b: unknown) => void }) => res.json({ by: text });
const cases = Router();
cases.get('/api/cases/:id', said('cases'));
cases.get('/api/lawyer/cases/:id/hearings', said('case hearings'));
cases.get('/api/hearings/:id', said('cases router: hearing'));
const hearings = Router();
hearings.get('/api/hearings/:id', said('hearings router'));
hearings.get('/api/hearings/:id/minutes', said('hearing minutes'));
const settings = Router();
const inner = Router();
inner.get('/api/case-settings/degrees', said('degrees'));
settings.use(inner);
const stamped = Router();
stamped.use((req, res, next) => (res.setHeader('X-Seen', req.path), next()));

let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = createApiApp();
  app.use(routeByPrefix([stamped, cases, hearings, settings]));
  finishApiApp(app);
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((r) => server.close(() => r()));
});
afterAll(() => close?.());

const get = async (path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, seen: res.headers.get('x-seen'), body: (await res.json()) as { by?: string; code?: string } };
};

describe('prefixes', () => {
  it('are /api/<resource>, or /api/<area>/<resource> for the lawyer and admin areas, in lower case', () => {
    expect(prefixOf('/api/cases/7/updates')).toBe('/api/cases');
    expect(prefixOf('/API/Lawyer/Cases/7')).toBe('/api/lawyer/cases');
    expect(prefixOf('/api/admin/automation')).toBe('/api/admin/automation');
    expect(prefixOf('/api')).toBeNull();
    expect(prefixOf('/api/:resource/7')).toBeNull();
  });

  it('of a router are those of its routes and of the routers it mounts at /; a middleware could match anything', () => {
    expect(routerPrefixes(cases)).toEqual(new Set(['/api/cases', '/api/lawyer/cases', '/api/hearings']));
    expect(routerPrefixes(settings)).toEqual(new Set(['/api/case-settings']));
    expect(routerPrefixes(stamped)).toBeNull();
    const mounted = Router();
    mounted.use('/api/cases', inner);
    expect(routerPrefixes(mounted)).toBeNull();
  });
});

describe('routing by prefix', () => {
  it('answers each path from the router that holds its route, through sub-routers too', async () => {
    expect((await get('/api/cases/3')).body.by).toBe('cases');
    expect((await get('/api/lawyer/cases/3/hearings')).body.by).toBe('case hearings');
    expect((await get('/api/hearings/3/minutes')).body.by).toBe('hearing minutes');
    expect((await get('/api/case-settings/degrees')).body.by).toBe('degrees');
  });

  it('keeps the routers in order: where two hold a route, the one used first answers', async () => {
    expect((await get('/api/hearings/3')).body.by).toBe('cases router: hearing');
  });

  it('matches regardless of case, as express does', async () => {
    expect((await get('/API/Cases/3')).body.by).toBe('cases');
  });

  it('runs a router that could match anything on every request, in its place', async () => {
    expect((await get('/api/cases/3')).seen).toBe('/api/cases/3');
    expect((await get('/api/nothing/here')).seen).toBe('/api/nothing/here');
  });

  it('leaves an unknown path to the not-found answer', async () => {
    const res = await get('/api/nothing/here');
    expect(res.status).toBe(404);
    expect((await get('/api/cases')).status).toBe(404);
  });
});
