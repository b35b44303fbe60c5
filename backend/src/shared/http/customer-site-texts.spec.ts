import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ErrorResponseFilter } from './error-response.filter';
import { sharedHttpErrors } from './http-error-catalog';
import type { HttpErrorCatalog, HttpErrorMapping } from './http-error-catalog';

// The customer site shows the API's refusals in its own language through one table, English text
// -> message id (docs/decisions.md#server-texts-are-translated-by-the-site). Every message an
// error catalogue can answer a customer must be in it, so a new refusal, or one reworded here,
// fails this spec until the site has its translation. The catalogues are found by their file
// name, so a context added later is checked too (and shared/ imports no context by name).
const SRC = join(__dirname, '..', '..');
const TABLE = join(SRC, '..', '..', 'frontend-public', 'src', 'i18n', 'server-texts.json');

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    return entry.name.endsWith('.http-errors.ts') ? [path] : [];
  });
}

const isMapping = (value: unknown): value is HttpErrorMapping =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HttpErrorMapping).status === 'number' &&
  typeof (value as HttpErrorMapping).message === 'string';

const isCatalogue = (value: unknown): value is HttpErrorCatalog =>
  typeof value === 'object' && value !== null && Object.values(value).every(isMapping);

async function catalogues(): Promise<HttpErrorCatalog[]> {
  const found: HttpErrorCatalog[] = [sharedHttpErrors];
  for (const file of catalogueFiles(SRC)) {
    const exported = (await import(file)) as Record<string, unknown>;
    found.push(...Object.values(exported).filter(isCatalogue));
  }
  return found;
}

describe('texts the customer site translates', () => {
  const table = JSON.parse(readFileSync(TABLE, 'utf8')) as Record<string, string>;

  it('has every message a customer can be answered by an error catalogue', async () => {
    const all = await catalogues();
    // Nine contexts and the shared codes: a search that found nothing would pass by itself.
    expect(all.length).toBeGreaterThanOrEqual(10);
    const missing = all
      .flatMap((catalogue) => Object.entries(catalogue))
      .filter(([, mapping]) => !mapping.backOffice && !Object.hasOwn(table, mapping.message))
      .map(([code, mapping]) => `${code}: ${mapping.message}`);
    expect(missing).toEqual([]);
  });

  it('has the error filter’s own answers to an unexpected failure and a rate limit', () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const filter = new ErrorResponseFilter({ lookup: () => undefined });
    const answers = [new Error('unexpected'), new ThrottlerException()].map(
      (exception) => filter.toBody(exception).message,
    );
    expect(answers.filter((message) => !Object.hasOwn(table, message))).toEqual([]);
  });
});
