import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import Redis from 'ioredis';
import { freePort } from './processes';
import { sleep } from './run';

/** True when a Redis at `url` answers PING (within 1.5 s to connect). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * A redis-server of the caller's own (a test or a drill flushes or restarts it), in the foreground,
 * without persistence and with `noeviction` as queues need. Never the machine's shared Redis.
 */
export class PrivateRedis {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<PrivateRedis> {
    const redis = new PrivateRedis(port ?? (await freePort()));
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** A client on it (the caller disconnects it). */
  client(): Redis {
    return new Redis(this.url, { maxRetriesPerRequest: 1 });
  }

  /** Stops and starts it again on the same port: everything in it is gone. */
  async restart(): Promise<void> {
    await this.stop();
    await this.up();
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  private async up(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''];
    const child = spawn(
      'redis-server',
      [...args, '--appendonly', 'no', '--maxmemory-policy', 'noeviction'],
      { stdio: 'ignore' },
    );
    this.child = child;
    for (let i = 0; !(await redisAnswers(this.url)); i++) {
      if (i > 40 || child.exitCode !== null)
        throw new Error(`redis-server on port ${this.port} did not start`);
      await sleep(250);
    }
  }
}

/** A private Redis on `port` with a client on it; `stop` disconnects the client and stops it. */
export async function startPrivateRedis(port: number): Promise<{
  url: string;
  client: Redis;
  stop(): Promise<void>;
}> {
  const redis = await PrivateRedis.start(port);
  const client = redis.client();
  client.on('error', () => undefined);
  return {
    url: redis.url,
    client,
    stop: async () => {
      client.disconnect();
      await redis.stop();
    },
  };
}
