/**
 * Reads until `check` holds, and answers the value that held. Gives up after `ms` by throwing,
 * naming what was awaited and the last value read: a wait that runs out is a failure, never a
 * quiet return that lets the next assert fail for another reason (or pass).
 */
export async function eventually<T>(what: string, read: () => Promise<T>, check: (v: T) => boolean, ms = 10_000, every = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}; last read: ${shown(v)}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

function shown(v: unknown): string {
  const body = v && typeof v === 'object' && 'status' in v && 'body' in v ? { status: (v as { status: unknown }).status, body: (v as { body: unknown }).body } : v;
  const text = JSON.stringify(body) ?? String(body);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}
