import http from 'node:http';

export interface BenchResponse {
  status: number;
  text: string;
}

/**
 * The load generator's client: node's http over keep-alive sockets. fetch spends about three
 * times the CPU per call, and on a 2-core machine the load generator shares the cores with the
 * portal it measures.
 */
export function benchClient(baseUrl: string, headers: Record<string, string>, sockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(baseUrl);
  return (method: 'GET' | 'POST', path: string, body?: unknown) =>
    new Promise<BenchResponse>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sized = payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
      const req = http.request({ host: hostname, port, path, method, agent, headers: { ...headers, ...sized } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
}
