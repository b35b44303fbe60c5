import type { FastifyInstance } from 'fastify';

/**
 * A stop (SIGTERM, app.close) under load ends quickly: Fastify stops listening and closes the
 * connections idle at that moment, but a connection whose request was still running stayed open
 * after its answer (kept alive), and the stop waited for it up to Fastify's keep-alive timeout,
 * 72 s: past any orchestrator's grace period, so the API was SIGKILLed before its shutdown
 * hooks ran (found by the fault suite, docs/reliability.md). Answers sent once the stop has
 * begun now say `Connection: close`, so each such connection ends with its last answer.
 */
export function closeConnectionsOnStop(fastify: FastifyInstance): void {
  let stopping = false;
  fastify.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  // A callback hook, not an async one: it runs on every answer.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
