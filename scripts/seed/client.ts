/** The seed's HTTP client: creates what is missing, matched on a natural key. */
export interface SeedResult {
  created: number;
  existing: number;
}

type Rec = Record<string, unknown>;

export function seedClient(base: string, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  // read models lag the log: reads wait for the seed's own writes, as the console's do
  let seen = 0;
  async function call(method: string, path: string, body?: unknown): Promise<any> {
    const isForm = body instanceof FormData;
    const headers: Record<string, string> = { ...auth, ...(seen ? { 'x-min-position': String(seen) } : {}) };
    const res = await fetch(base + path, {
      method,
      headers: isForm || body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const position = Number(res.headers.get('x-event-position'));
    if (Number.isSafeInteger(position) && position > seen) seen = position;
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return {
    call,
    /** POSTs each item whose key is not among the existing records' keys; returns every record by key */
    async ensure(path: string, items: Rec[], key: (r: Rec) => unknown, toBody: (item: Rec) => unknown = (i) => i): Promise<SeedResult & { byKey: Map<unknown, Rec> }> {
      const existing = (await call('GET', path)) as Rec[];
      const byKey = new Map(existing.map((r) => [key(r), r]));
      let created = 0;
      for (const item of items) {
        if (byKey.has(key(item))) continue;
        byKey.set(key(item), await call('POST', path, toBody(item)));
        created++;
      }
      return { created, existing: items.length - created, byKey };
    },
  };
}
