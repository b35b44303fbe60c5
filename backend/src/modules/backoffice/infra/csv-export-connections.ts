import type { Readable } from 'node:stream';
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Pool, type PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { AppConfig } from '@config/app-config';

/**
 * The CSV exports' own database connections, apart from the shared pool the API answers
 * everyone else with: a download that stalls holds one of these, never one of the shared ones,
 * and at most CSV_EXPORTS_AT_ONCE run in this process (both kinds of CSV together). The pool
 * has exactly that many connections, so a COPY never waits for one: past the limit `copy`
 * answers null at once. Per process on purpose (docs/decisions.md#csv-export-connections).
 */
@Injectable()
export class CsvExportConnections implements OnApplicationShutdown {
  private readonly pool: Pool;
  private readonly limit: number;
  private readonly stallMs: number;
  private running = 0;

  constructor(config: AppConfig) {
    this.limit = config.env.CSV_EXPORTS_AT_ONCE;
    this.stallMs = config.env.CSV_EXPORT_STALL_MS;
    this.pool = new Pool({
      connectionString: config.env.DATABASE_URL,
      max: this.limit,
      idleTimeoutMillis: 10_000,
    });
    // A connection that drops while idle is discarded by the pool; the next export opens a new
    // one. Without a listener the error would end the process.
    this.pool.on('error', () => undefined);
  }

  /** Exports under way in this process. */
  get inUse(): number {
    return this.running;
  }

  /** Connections this pool holds now (in use or idle). */
  get open(): number {
    return this.pool.totalCount;
  }

  /**
   * `COPY … TO STDOUT` streamed straight from PostgreSQL: bytes go from the database socket to
   * the reader with backpressure, so memory stays flat whatever the size. Null when every
   * export connection is taken. The connection goes back when the COPY ends; it is closed
   * instead (which ends the COPY on the server too) when the reader destroys the stream (the
   * browser went away), on an error, or when the reader stops reading for CSV_EXPORT_STALL_MS.
   */
  async copy(sql: string): Promise<Readable | null> {
    if (this.running >= this.limit) return null;
    this.running++;
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      this.running--;
      throw err;
    }
    let released = false;
    let stall: NodeJS.Timeout | undefined;
    const release = (broken: boolean) => {
      clearTimeout(stall);
      if (released) return;
      released = true;
      this.running--;
      client.release(broken ? new Error('CSV export stopped before its end') : undefined);
    };
    try {
      const stream = client.query(copyTo(sql));
      stream.once('end', () => release(false));
      stream.once('error', () => release(true));
      stream.once('close', () => release(true));
      // The reader pauses the stream while its socket cannot take more (pipe's backpressure)
      // and resumes it once the client has read. Paused that long, the client has stopped
      // reading: the download ends and the connection is freed. A slow query is not a stall
      // (nothing is paused while PostgreSQL is still working on the first rows).
      stream.on('pause', () => {
        clearTimeout(stall);
        stall = setTimeout(() => {
          if (stream.isPaused())
            stream.destroy(new Error('CSV download stalled: client not reading'));
        }, this.stallMs);
      });
      stream.on('resume', () => clearTimeout(stall));
      return stream;
    } catch (err) {
      release(true);
      throw err;
    }
  }

  /**
   * Idle connections close now; one still exporting closes when its download ends (or stalls).
   * The stop does not wait for it: Nest closes the HTTP server after this hook, and that ends it.
   */
  onApplicationShutdown(): void {
    this.pool.end().catch(() => undefined);
  }
}
