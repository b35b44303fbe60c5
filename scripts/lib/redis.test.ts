// Dropping a throw-away product's Redis keys, on a private redis-server: the prefix's keys go,
// a neighbour's whose name starts the same way stays. Run: `tsx --test scripts/lib/redis.test.ts`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PrivateRedis } from '@selamtopup/test-kit/private-redis';
import { dropRedisPrefix } from './redis';

let redis: PrivateRedis;
before(async () => {
  redis = await PrivateRedis.start();
});
after(() => redis.stop());

test("drops every key under the product's prefix, and only those", async () => {
  const client = redis.client();
  try {
    const prefix = 'selam-lh-1_2';
    // More keys than one SCAN answers, as a product's queues and schedulers leave.
    for (let i = 0; i < 250; i++) await client.set(`${prefix}:bull:catalog:${i}`, 'x');
    await client.hset(`${prefix}:sess:abc`, 'a', '1');
    await client.set('selam-lh-1_23:bull:catalog:1', 'another run');
    await client.set('selam:sess:keep', 'the demo');

    assert.equal(await dropRedisPrefix(redis.url, prefix), 251);
    assert.deepEqual((await client.keys('*')).sort(), [
      'selam-lh-1_23:bull:catalog:1',
      'selam:sess:keep',
    ]);
  } finally {
    client.disconnect();
  }
});
