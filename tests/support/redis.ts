/** The Redis this machine (and CI) runs, for the BullMQ variants of the suites. */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** true when something listens on the Redis port (a refused connection means none) */
export const redisReachable = () =>
  fetch('http://127.0.0.1:6379').then(
    () => true,
    (e: { cause?: { code?: string } }) => e.cause?.code !== 'ECONNREFUSED',
  );

/** removes a test run's BullMQ keys */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
