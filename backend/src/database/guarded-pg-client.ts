import { Client } from 'pg';

/**
 * A PostgreSQL client that always listens for its own `error` event. pg-pool takes its listener
 * off a client it hands out, TypeORM puts one on a moment later and takes it off when it gives
 * the client back: a connection the server ends (a restart, `pg_terminate_backend`) in a moment
 * when nobody listens made Node stop the whole process ("Unhandled 'error' event"; the worker in
 * the PostgreSQL-kills fault drill, docs/reliability.md). Nothing is lost by listening here: the
 * pool's and TypeORM's listeners still get the error, and a client that is not queryable any more
 * fails its next query, is given back with that error and dropped by the pool.
 */
export class GuardedPgClient extends Client {
  constructor(config?: ConstructorParameters<typeof Client>[0]) {
    super(config);
    this.on('error', () => undefined);
  }
}
