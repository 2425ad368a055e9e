import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingual, MAX_REQUEST_BYTES } from '@lawfirm/contracts';
import { login, startServer, type RunningServer } from '../support/server.js';

/** The largest body is one number, shared with the gateway (deploy/nginx.conf client_max_body_size). */
describe('a request body over MAX_REQUEST_BYTES', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ env: { PORTAL_BUILD_CONSOLE: 'false' } });
    token = (await login(server.url, server.adminUsername, server.adminPassword)).token;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('is refused with 413 in English and Arabic before its files are read', async () => {
    const url = new URL('/api/news', server.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': String(MAX_REQUEST_BYTES + 1) },
      }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // a first slice of the body only: the answer must not wait for the rest
      req.write('--xyz\r\nContent-Disposition: form-data; name="titleEn"\r\n\r\nNews\r\n');
    });
    const { en, ar } = bilingual('validation.bodyTooLarge');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large', message: en, messageAr: ar });
  }, 30_000);
});
