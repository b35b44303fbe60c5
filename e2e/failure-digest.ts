import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of each error kept: the message and Playwright's expected/received lines. */
const LINES = 12;

/**
 * A few lines per failed try, printed after the list reporter's summary: what failed and why,
 * where a CI log shown by its tail still has it. The list reporter prints each error far above,
 * followed by screenshot, trace and error-context paths that push it out of such a tail.
 */
export default class FailureDigest implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`;
    const errors = result.errors.slice(0, 2).map((error) => {
      const at = error.location
        ? ` (at ${relative(process.cwd(), error.location.file)}:${error.location.line})`
        : '';
      const lines = stripVTControlCharacters(error.message ?? String(error.value))
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, LINES);
      return `    ${lines.join('\n    ')}${at}`;
    });
    this.failures.push(
      `  ${where} › ${test.title} (try ${result.retry + 1}, ${result.status}, ${Math.round(result.duration / 1000)} s)\n${errors.join('\n')}`,
    );
  }

  onEnd(): void {
    if (this.failures.length)
      console.log(`\nWhy each failed try failed (first lines):\n${this.failures.join('\n')}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
