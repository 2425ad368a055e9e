/**
 * Commands of this process on one stream take turns: 300 requests adding updates to one case
 * would otherwise all decide on the same revision and all but one be decided again, round after
 * round. Other processes appending to the same store are still caught by the expected revision.
 * Several streams are taken in sorted order, so two commands never wait for each other.
 */
export class StreamLocks {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(streams: string[], work: () => Promise<T>): Promise<T> {
    const release = await this.acquire([...new Set(streams)].sort());
    try {
      return await work();
    } finally {
      release();
    }
  }

  private async acquire(streams: string[]): Promise<() => void> {
    const releases: (() => void)[] = [];
    for (const stream of streams) {
      const previous = this.tails.get(stream) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      this.tails.set(stream, tail);
      await previous;
      releases.push(() => {
        release();
        if (this.tails.get(stream) === tail) this.tails.delete(stream);
      });
    }
    return () => releases.reverse().forEach((r) => r());
  }
}
