import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import Redis from 'ioredis';
import { redisAnswers } from './redis';
import { sleep } from './run';

/**
 * A redis-server of the caller's own (fault drills flush it), in the foreground on `port`,
 * without persistence and with `noeviction` as queues need. Never the machine's shared Redis.
 */
export async function startPrivateRedis(port: number): Promise<{
  url: string;
  client: Redis;
  stop(): Promise<void>;
}> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'].concat([
      '--maxmemory-policy',
      'noeviction',
    ]),
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; !(await redisAnswers(url)); i++) {
    if (i > 40 || child.exitCode !== null)
      throw new Error(`redis-server on port ${port} did not start`);
    await sleep(250);
  }
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  return {
    url,
    client,
    stop: async () => {
      client.disconnect();
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
