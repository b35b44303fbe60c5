import type { Readable } from 'node:stream';
import type { TransactionFilter } from '../domain/transaction-filter';

/**
 * The filtered transactions as CSV bytes, streamed from the database. The stream holds an
 * export connection until it ends or is destroyed (a client that went away); null when as many
 * exports as allowed (both CSVs together) are already running.
 */
export abstract class TransactionCsvSource {
  abstract open(filter: TransactionFilter): Promise<Readable | null>;
}
