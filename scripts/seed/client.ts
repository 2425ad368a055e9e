/** The seed's HTTP client: creates what is missing, matched on a natural key. */
export interface SeedResult {
  created: number;
  existing: number;
}

export function seedClient(base: string, token: string) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return {
    call,
    /** POSTs each item whose key is not among the existing records' keys */
    async ensure<T extends Record<string, unknown>>(path: string, items: T[], key: (r: Record<string, unknown>) => unknown): Promise<SeedResult> {
      const existing = new Set(((await call('GET', path)) as Record<string, unknown>[]).map(key));
      let created = 0;
      for (const item of items) {
        if (existing.has(key(item))) continue;
        await call('POST', path, item);
        created++;
      }
      return { created, existing: items.length - created };
    },
  };
}
