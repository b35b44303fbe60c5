import { Readable } from 'node:stream';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type { OrderPage } from '../domain/order-page';
import type { StatusCount, Waiting } from '../domain/dashboard';
import type { Client, ClientSortField } from '../domain/transaction';
import type { TransactionFilter } from '../domain/transaction-filter';
import { ClientReadModel } from '../ports/client-read-model.port';
import { DashboardFigures } from '../ports/dashboard-figures.port';
import { BalanceWatch, BalanceReading, NO_BALANCE_WATCH } from '../domain/provider-balance';
import { AdminRecipients } from '../ports/admin-recipients.port';
import { BalanceWatchStore } from '../ports/balance-watch-store.port';
import { ProviderBalance, ProviderBalanceUnavailable } from '../ports/provider-balance.port';
import { OfferSyncReport, OfferSyncRunner } from '../ports/offer-sync-runner.port';
import { OrderPageReader } from '../ports/order-page-reader.port';
import { SettingsStore } from '../ports/settings-store.port';
import { TransactionCsvSource } from '../ports/transaction-csv-source.port';

/** The settings rows in memory. */
export class MemorySettingsStore extends SettingsStore {
  open: boolean | null = null;
  email: string | null = null;
  social: unknown = null;

  async storefrontOpen() {
    return this.open !== false;
  }
  async toggleStorefront() {
    this.open = !(await this.storefrontOpen());
    return this.open;
  }
  async contactEmail() {
    return this.email;
  }
  async replaceContactEmail(email: string) {
    const old = this.email;
    this.email = email;
    return old;
  }
  async socialLinks() {
    return this.social;
  }
}

/** Answers the scripted results one call after the other (a report, null = busy, an Error). */
export class ScriptedOfferSyncRunner extends OfferSyncRunner {
  calls = 0;
  constructor(private readonly script: (OfferSyncReport | null | Error)[]) {
    super();
  }
  async runAndWait(): Promise<OfferSyncReport | null> {
    const next = this.script[Math.min(this.calls++, this.script.length - 1)];
    if (next instanceof Error) throw next;
    return next;
  }
}

export class MemoryOrderPages extends OrderPageReader {
  readonly pages = new Map<string, OrderPage>();
  async find(orderId: string) {
    return this.pages.get(orderId) ?? null;
  }
}

export class MemoryDashboardFigures extends DashboardFigures {
  counts: StatusCount[] = [];
  waitingNow: Waiting = { payment: 0, fulfilment: 0, refund: 0 };
  asked: { from: Date; to: Date }[] = [];
  async countsByDay(from: Date, to: Date) {
    this.asked.push({ from, to });
    return this.counts;
  }
  async waiting() {
    return this.waitingNow;
  }
}

/** The customers table in memory; `asked` keeps what each page read was given. */
export class MemoryClients extends ClientReadModel {
  readonly clients: Client[] = [];
  readonly asked: {
    q: string | undefined;
    window: ListWindow;
    sort: { field: ClientSortField; direction: SortDirection };
  }[] = [];

  async page(
    q: string | undefined,
    window: ListWindow,
    sort: { field: ClientSortField; direction: SortDirection },
  ): Promise<ListPage<Client>> {
    this.asked.push({ q, window, sort });
    const needle = q?.toLowerCase();
    const sign = sort.direction === 'ASC' ? 1 : -1;
    const rows = this.clients
      .filter((c) => !needle || `${c.fullname} ${c.email}`.toLowerCase().includes(needle))
      .sort((a, b) => sign * a[sort.field].localeCompare(b[sort.field]));
    return { count: rows.length, rows: rows.slice(window.offset, window.offset + window.limit) };
  }

  async byId(id: string) {
    return this.clients.find((c) => c.id === id) ?? null;
  }

  /** No orders or Mvm payments: the client page's lists are read from the database. */
  async activity() {
    return { orders: [], ordersTotal: 0, mvmPayments: [], mvmPaymentsTotal: 0 };
  }
}

/**
 * The CSV export: a header and a row showing the status filter; `streams` keeps each stream
 * handed out. `busy`: every export connection is taken (open answers null).
 */
export class MemoryTransactionCsv extends TransactionCsvSource {
  readonly opened: TransactionFilter[] = [];
  readonly streams: Readable[] = [];
  busy = false;

  async open(filter: TransactionFilter) {
    if (this.busy) return null;
    this.opened.push(filter);
    const stream = Readable.from([`id,status\n`, `o1,${filter.status ?? 'any'}\n`]);
    this.streams.push(stream);
    return stream;
  }
}

/** The balance watch's settings row in memory. */
export class MemoryBalanceWatchStore extends BalanceWatchStore {
  watch: BalanceWatch = NO_BALANCE_WATCH;
  async read() {
    return this.watch;
  }
  async replace(next: BalanceWatch) {
    const previous = this.watch;
    this.watch = next;
    return previous;
  }
}

/** A provider whose balance a test sets; `down` makes the next reads fail. */
export class SettableProviderBalance extends ProviderBalance {
  reading: BalanceReading = { availableCents: 100_000, currency: 'USD' };
  down = false;
  reads = 0;
  async read() {
    this.reads++;
    if (this.down) throw new ProviderBalanceUnavailable('DT One did not answer GET /balances');
    return this.reading;
  }
}

export class FixedAdminRecipients extends AdminRecipients {
  constructor(private readonly list: string[] = ['master@selamtopup.test', 'ops@selamtopup.test']) {
    super();
  }
  async emails() {
    return this.list;
  }
}
