import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import Redis from 'ioredis';
import { freePort, waitFor } from './smtp-stand-in';

/**
 * A redis-server of the test's own, on a free port and without persistence, so a test can flush
 * or restart it without touching the Redis other suites (and other people) share.
 */
export class PrivateRedis {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** A client on it (the caller quits it). */
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
    this.child = spawn('redis-server', [...args, '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => 100 });
    probe.on('error', () => undefined);
    try {
      await waitFor(() =>
        probe
          .ping()
          .then((r) => r === 'PONG' || undefined)
          .catch(() => undefined),
      );
    } finally {
      probe.disconnect();
    }
  }
}
