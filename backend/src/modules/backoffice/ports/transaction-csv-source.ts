import type { Readable } from 'node:stream';
import type { TransactionFilter } from '../domain/transaction-filter';

/**
 * The filtered transactions as CSV bytes, streamed from the database. The stream holds a
 * database connection until it ends or is destroyed (a client that went away).
 */
export abstract class TransactionCsvSource {
  abstract open(filter: TransactionFilter): Promise<Readable>;
}
