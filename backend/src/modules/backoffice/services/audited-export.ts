import type { Readable } from 'node:stream';
import { DomainError } from '@shared/domain/domain-error';
import { BackofficeErrors } from '../domain/backoffice.errors';

/**
 * The steps both CSV exports take. The stream is opened first: null means as many exports as
 * allowed are running (both CSVs share the limit), answered 'An export is already running', and
 * a refused export is no export, so it is not logged. Then the audit record, before the stream
 * is handed out and so before its first byte leaves: an export the log does not know of never
 * happens. When the record fails, the stream is destroyed unread, which frees its connection.
 */
export async function auditedExport(
  open: () => Promise<Readable | null>,
  record: () => Promise<void>,
): Promise<Readable> {
  const csv = await open();
  if (!csv) throw new DomainError(BackofficeErrors.EXPORT_BUSY);
  try {
    await record();
  } catch (err) {
    csv.destroy();
    throw err;
  }
  return csv;
}
