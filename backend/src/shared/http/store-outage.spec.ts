import { MaxRetriesPerRequestError } from 'ioredis/built/errors';
import { DatabaseError } from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { QueryRunnerProviderAlreadyReleasedError } from 'typeorm/error/QueryRunnerProviderAlreadyReleasedError';
import { isStoreOutage } from './store-outage';

/** A PostgreSQL error as node-postgres builds it, wrapped by TypeORM as a failed query. */
function failedQuery(code: string, message = 'failed'): QueryFailedError {
  const driverError = new DatabaseError(message, 0, 'error');
  driverError.code = code;
  return new QueryFailedError('SELECT 1', [], driverError);
}

describe('isStoreOutage', () => {
  it.each([
    ['the server terminating the connection (57P01)', failedQuery('57P01')],
    ['the server crashing (57P02)', failedQuery('57P02')],
    ['the server starting (57P03)', failedQuery('57P03')],
    ['too many connections (53300)', failedQuery('53300')],
    ['a connection exception (08006)', failedQuery('08006')],
    [
      'the socket closed under a query',
      new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly')),
    ],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a transaction whose connection died', new QueryRunnerAlreadyReleasedError()],
    ['a manager whose connection died', new QueryRunnerProviderAlreadyReleasedError()],
    ['Redis retries run out', new MaxRetriesPerRequestError(3)],
    ['a Redis client closed for good', new Error('Connection is closed.')],
  ])('knows %s', (_case, error) => {
    expect(isStoreOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', failedQuery('23505', 'duplicate key')],
    ['a syntax error (42601)', failedQuery('42601')],
    ['a plain bug', new Error('unexpected')],
    ['a string', 'Connection is closed.'],
    ['nothing', undefined],
    ['a number code', Object.assign(new Error('x'), { code: 8 })],
  ])('leaves %s a server error', (_case, error) => {
    expect(isStoreOutage(error)).toBe(false);
  });
});
