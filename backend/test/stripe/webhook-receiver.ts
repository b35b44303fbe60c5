import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

/** A local server standing for our app's webhook route: records what the sandbox posts. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** The status it answers (to prove a failing webhook does not break paying). */
  status = 200;
  /** How many of the next webhooks to refuse with 503 before answering `status` again. */
  failNext = 0;
  private server?: Server;
  private waiters: (() => void)[] = [];

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      this.received.push({
        method: req.method!,
        path: req.url!,
        headers: req.headers,
        rawBody: Buffer.concat(chunks),
      });
      const status = this.failNext > 0 ? (this.failNext--, 503) : this.status;
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      this.waiters.splice(0).forEach((wake) => wake());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Resolves once `count` webhooks have arrived in all (fails the test after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`expected ${count} webhooks, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.received;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
