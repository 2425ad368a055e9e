import { MongoClient } from 'mongodb';

export interface SharedClient<C> {
  client: C;
  /** the last holder's release closes the client */
  release(): Promise<void>;
}

/**
 * One client per URL for the whole process: the read store, both blob stores and the credential
 * store each acquire it and release it on close, so a process holds one connection pool to
 * MongoDB, not four.
 */
export function clientPool<C extends { close(): Promise<void> }>(connect: (url: string) => Promise<C>) {
  const open = new Map<string, { client: Promise<C>; holders: number }>();
  return async function acquire(url: string): Promise<SharedClient<C>> {
    let entry = open.get(url);
    if (!entry) {
      entry = { client: connect(url), holders: 0 };
      open.set(url, entry);
    }
    const mine = entry;
    mine.holders++;
    let client: C;
    try {
      client = await mine.client;
    } catch (err) {
      // a failed connection is not kept: the next acquire tries again
      mine.holders--;
      if (open.get(url) === mine) open.delete(url);
      throw err;
    }
    let released = false;
    return {
      client,
      async release() {
        if (released) return;
        released = true;
        if (--mine.holders > 0) return;
        if (open.get(url) === mine) open.delete(url);
        await client.close();
      },
    };
  };
}

export const acquireMongoClient = clientPool((url) => MongoClient.connect(url));
