import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { readBody, sendJson } from './http';

export const STAND_IN_KEY = 'stand-in-key';
export const STAND_IN_SECRET = 'stand-in-secret';

/** An answer the stand-in gives instead of the normal one (rate limits, outages). */
export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The fault `faultFor` injected into this request's answer, if any. */
  fault?: ProviderFault['kind'];
}

/**
 * A fault the fault suite injects into one answer: `error` answers that status and does nothing
 * (no transaction created); `late` does the work (a transaction is created) and answers after
 * `delayMs`, past the client's timeout, so the caller cannot know it took effect.
 */
export type ProviderFault = { kind: 'error'; status: number } | { kind: 'late'; delayMs: number };

/** Where a new transaction ends, and how long after its creation (0: created so). */
export interface Settlement {
  statusClass: StatusClass;
  afterMs: number;
}

type Json = Record<string, unknown>;

const statusClasses = {
  CREATED: 1,
  CONFIRMED: 2,
  REJECTED: 3,
  CANCELLED: 4,
  SUBMITTED: 5,
  COMPLETED: 7,
  REVERSED: 8,
  DECLINED: 9,
} as const;
export type StatusClass = keyof typeof statusClasses;

/**
 * A local DT One DVS API speaking its documented format under /v1: Basic auth, paginated
 * products with X-Total-Pages and friends, mobile lookup, async transactions with unique external
 * ids, reads by id and by external id, and the `{errors: [{code, message}]}` body. Answers carry
 * fields our client does not know, as DT One's do. A transaction created with a `callback_url`
 * is posted there (the transaction, as DT One's callback) each time its status moves; a COMPLETED
 * one gets an `operator_reference`; POST /transactions/{id}/cancel cancels a CREATED one only.
 */
export class DvsStandIn {
  products: Json[] = [];
  /** What GET /promotions serves (DVS's `promotion`: dates, terms and the products it covers). */
  promotions: Json[] = [];
  /** Mobile number prefix -> operators DVS would answer. */
  lookups: Record<string, Json[]> = {};
  readonly transactions: Json[] = [];
  /**
   * The account's balances as GET /balances answers them (DVS's `balance` schema); a new
   * transaction takes its wholesale amount and fee from the balance of its unit, as DT One does.
   */
  balances: Json[] = [
    { id: 1, unit_type: 'CURRENCY', unit: 'USD', available: 1500.5, holding: 0, credit_limit: 0 },
  ];
  readonly requests: RecordedRequest[] = [];
  /** Consumed one per request, before normal handling. */
  scripted: ScriptedAnswer[] = [];
  /** Delay before answering (after the request took effect, like a slow network). */
  delayMs = 0;
  /** Added to every normal answer (e.g. X-RateLimit-* headers). */
  answerHeaders: Record<string, string> = {};
  /** Serve every product type regardless of ?type= (to prove the client skips ranged ones). */
  ignoreTypeFilter = false;
  /**
   * DT One refuses a second transaction with a used external id (code 1007001). The fault suite
   * turns this off, so our own code alone has to keep a top-up from being sent twice.
   */
  refuseReusedExternalId = true;
  /** Per request: a fault to inject instead of the normal answer (fault suite). */
  faultFor?: (request: RecordedRequest) => ProviderFault | null;
  /**
   * The voucher a PIN product's transaction carries once COMPLETED (DVS's transaction `pin`);
   * before that its `pin` is null, as DT One's is.
   */
  pinFor: (transaction: Json) => { code: string | null; serial: string | null } = (t) => ({
    code: String(9_000_000_000_000 + Number(t.id)),
    serial: `SN${String(t.id)}`,
  });
  /** Per new transaction: how it settles; without it, transactions stay CONFIRMED. */
  settle?: (transaction: Json) => Settlement;
  private server?: Server;
  private nextTransactionId = 5_000_001;

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err: unknown) => {
        sendJson(res, 500, { errors: [{ code: 1009001, message: String(err) }] });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** The callbacks posted (url and body), in order; a failed post is recorded too. */
  readonly callbacks: { url: string; body: Json; status: number | null }[] = [];

  /** Moves a transaction on, as DT One does after it was created, and calls back if asked to. */
  setStatus(id: string | number, statusClass: StatusClass, message: string = statusClass): void {
    const transaction = this.transactions.find((t) => String(t.id) === String(id));
    if (!transaction) throw new Error(`No transaction ${id}`);
    transaction.status = status(statusClass, message);
    this.deliverPin(transaction, statusClass);
    if (statusClass === 'COMPLETED') transaction.operator_reference ??= `OPR${String(id)}`;
    void this.callBack(transaction);
  }

  /** A PIN product's transaction shows its voucher from COMPLETED on. */
  private deliverPin(transaction: Json, statusClass: StatusClass): void {
    const type = (transaction.product as { type?: string } | undefined)?.type ?? '';
    if (statusClass === 'COMPLETED' && type.endsWith('_PIN_PURCHASE') && !transaction.pin)
      transaction.pin = this.pinFor(transaction);
  }

  /** DT One's callback: the transaction, POSTed to its callback_url (unsigned; retried on non-2xx by DT One, not here). */
  private async callBack(transaction: Json): Promise<void> {
    const url = transaction.callback_url;
    if (typeof url !== 'string') return;
    const body = structuredClone(transaction);
    const entry = { url, body, status: null as number | null };
    this.callbacks.push(entry);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      entry.status = res.status;
    } catch {
      entry.status = null;
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return sendJson(res, 400, { errors: [{ code: 1000400, message: 'Malformed JSON' }] });
    }
    const path = url.pathname.replace(/^\/v1/, '');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      body,
    };
    this.requests.push(recorded);

    const expected = `Basic ${Buffer.from(`${STAND_IN_KEY}:${STAND_IN_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return sendJson(res, 401, { errors: [{ code: 1000401, message: 'Unauthorized' }] });
    }
    const scripted = this.scripted.shift();
    if (scripted) return sendJson(res, scripted.status, scripted.body, scripted.headers);
    const fault = this.faultFor?.(recorded) ?? null;
    recorded.fault = fault?.kind;
    if (fault?.kind === 'error')
      return sendJson(res, fault.status, {
        errors: [{ code: 1009001, message: 'Internal error' }],
      });

    const answer = this.route(req.method ?? 'GET', path, url.searchParams, body);
    const delay = fault?.kind === 'late' ? fault.delayMs : this.delayMs;
    if (delay) await new Promise((r) => setTimeout(r, delay));
    if (!res.destroyed) {
      sendJson(res, answer.status, answer.body, { ...this.answerHeaders, ...answer.headers });
    }
  }

  private route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): ScriptedAnswer {
    if (method === 'GET' && path === '/products') return this.listProducts(query);
    if (method === 'GET' && path === '/balances') return this.listBalances(query);
    if (method === 'GET' && path === '/promotions') return this.listPromotions(query);
    if (method === 'POST' && path === '/lookup/mobile-number') return this.lookup(body as Json);
    if (method === 'POST' && path === '/async/transactions') return this.create(body as Json);
    if (method === 'GET' && path === '/transactions') {
      const externalId = query.get('external_id');
      return { status: 200, body: this.transactions.filter((t) => t.external_id === externalId) };
    }
    const cancel = /^\/transactions\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) return this.cancel(decodeURIComponent(cancel[1]));
    const byId = /^\/transactions\/([^/]+)$/.exec(path);
    if (method === 'GET' && byId) {
      const found = this.transactions.find((t) => String(t.id) === decodeURIComponent(byId[1]));
      return found ? { status: 200, body: found } : error(404, 1008004, 'Transaction not found');
    }
    return error(404, 1000404, 'Not found');
  }

  private listProducts(query: URLSearchParams): ScriptedAnswer {
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 50);
    if (perPage > 100) return error(400, 1000400, 'per_page must be at most 100');
    const type = query.get('type');
    const country = query.get('country_iso_code');
    const matching = this.products.filter(
      (p) =>
        (this.ignoreTypeFilter || !type || p.type === type) &&
        (!country ||
          (p.operator as { country?: { iso_code?: string } } | null)?.country?.iso_code ===
            country),
    );
    const totalPages = Math.ceil(matching.length / perPage);
    return {
      status: 200,
      body: matching.slice((page - 1) * perPage, page * perPage),
      headers: {
        'X-Total': String(matching.length),
        'X-Total-Pages': String(totalPages),
        'X-Page': String(page),
        'X-Per-Page': String(perPage),
        'X-Next-Page': page < totalPages ? String(page + 1) : '',
      },
    };
  }

  private listPromotions(query: URLSearchParams): ScriptedAnswer {
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 50);
    if (perPage > 100) return error(400, 1000400, 'per_page must be at most 100');
    const country = query.get('country_iso_code');
    const matching = this.promotions.filter(
      (p) =>
        !country ||
        (p.operator as { country?: { iso_code?: string } } | null)?.country?.iso_code === country,
    );
    const totalPages = Math.ceil(matching.length / perPage);
    return {
      status: 200,
      body: matching.slice((page - 1) * perPage, page * perPage),
      headers: {
        'X-Total': String(matching.length),
        'X-Total-Pages': String(totalPages),
        'X-Page': String(page),
        'X-Per-Page': String(perPage),
      },
    };
  }

  private listBalances(query: URLSearchParams): ScriptedAnswer {
    const unit = query.get('unit');
    const unitType = query.get('unit_type');
    const matching = this.balances.filter(
      (b) => (!unit || b.unit === unit) && (!unitType || b.unit_type === unitType),
    );
    return {
      status: 200,
      body: matching,
      headers: { 'X-Total': String(matching.length), 'X-Total-Pages': '1', 'X-Page': '1' },
    };
  }

  private lookup(body: Json | undefined): ScriptedAnswer {
    const number = String(body?.mobile_number ?? '');
    const prefix = Object.keys(this.lookups).find((p) => number.startsWith(p));
    if (!/^\+\d{8,15}$/.test(number) || !prefix) {
      return error(400, 1005003, 'Mobile number is invalid');
    }
    return { status: 200, body: this.lookups[prefix] };
  }

  /** Only a CREATED transaction (not yet sent to the operator) can be cancelled, as at DT One. */
  private cancel(id: string): ScriptedAnswer {
    const found = this.transactions.find((t) => String(t.id) === id);
    if (!found) return error(404, 1008004, 'Transaction not found');
    const statusClass = ((found.status as Json).class as Json).message;
    if (statusClass !== 'CREATED')
      return error(
        400,
        1008009,
        `Transaction cannot be cancelled in status ${String(statusClass)}`,
      );
    this.setStatus(id, 'CANCELLED');
    return { status: 202, body: found };
  }

  private create(body: Json | undefined): ScriptedAnswer {
    const externalId = body?.external_id;
    if (typeof externalId !== 'string' || !externalId || externalId.length > 40) {
      return error(400, 1000400, 'external_id is required (at most 40 characters)');
    }
    if (typeof body?.product_id !== 'number')
      return error(400, 1000400, 'product_id must be an integer');
    if (body.auto_confirm !== true)
      return error(400, 1000400, 'this stand-in expects auto_confirm');
    const mobile = (body.credit_party_identifier as Json | undefined)?.mobile_number;
    if (typeof mobile !== 'string')
      return error(400, 1000400, 'credit_party_identifier is required');
    if (
      this.refuseReusedExternalId &&
      this.transactions.some((t) => t.external_id === externalId)
    ) {
      return error(400, 1007001, 'External ID already used');
    }
    const product = this.products.find((p) => p.id === body.product_id);
    if (!product) return error(400, 1003001, 'Product is not available');
    const ranged = String(product.type).startsWith('RANGED_') ? rangedValues(product, body) : null;
    if (typeof ranged === 'string') return error(400, 1003002, ranged);
    const transaction: Json = {
      id: this.nextTransactionId++,
      external_id: externalId,
      creation_date: new Date().toISOString(),
      confirmation_date: new Date().toISOString(),
      confirmation_expiration_date: null,
      status: status('CONFIRMED', 'CONFIRMED'),
      operator_reference: null,
      pin: null,
      product: {
        id: product.id,
        name: product.name,
        type: product.type,
        operator: product.operator,
      },
      prices: ranged?.prices ?? product.prices,
      rates: ranged ? product.rates : { base: 1, retail: 1, wholesale: 1 },
      ...(ranged
        ? {
            requested_values: ranged.requested,
            adjusted_values: ranged.requested,
            source: ranged.requested.source,
            destination: ranged.requested.destination,
          }
        : {}),
      credit_party_identifier: { mobile_number: mobile },
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
      benefits: [],
      risk_assessment: { level: 'LOW' }, // a field our client has never heard of
    };
    this.transactions.push(transaction);
    const wholesale = ((ranged?.prices ?? product.prices) as { wholesale?: Json } | undefined)
      ?.wholesale;
    const balance = this.balances.find((b) => b.unit === wholesale?.unit);
    if (balance && wholesale) {
      const charge = Number(wholesale.amount ?? 0) + Number(wholesale.fee ?? 0);
      balance.available = Math.round((Number(balance.available) - charge) * 100) / 100;
    }
    const settlement = this.settle?.(transaction);
    if (settlement && !settlement.afterMs) {
      transaction.status = status(settlement.statusClass, settlement.statusClass);
      this.deliverPin(transaction, settlement.statusClass);
      if (settlement.statusClass === 'COMPLETED')
        transaction.operator_reference = `OPR${String(transaction.id)}`;
    } else if (settlement)
      setTimeout(
        () => this.setStatus(String(transaction.id), settlement.statusClass),
        settlement.afterMs,
      ).unref();
    return { status: 201, body: transaction };
  }
}

/**
 * A ranged product's transaction values, as DVS computes them: the side named by
 * `calculation_mode` is taken as sent and must lie in the product's range; the other follows
 * from `rates.base` (destination per source unit); the wholesale price from `rates.wholesale`.
 * A string is the refusal.
 */
function rangedValues(
  product: Json,
  body: Json,
): { requested: { source: Json; destination: Json }; prices: Json } | string {
  const mode = body.calculation_mode;
  if (mode !== 'SOURCE_AMOUNT' && mode !== 'DESTINATION_AMOUNT')
    return 'calculation_mode is required for ranged value products';
  const side = (mode === 'SOURCE_AMOUNT' ? body.source : body.destination) as Json | undefined;
  const given = Number(side?.amount);
  const sourceSpec = product.source as { unit: string; amount: { min: number; max: number } };
  const destinationSpec = product.destination as {
    unit: string;
    amount: { min: number; max: number };
  };
  const rangeOf = mode === 'SOURCE_AMOUNT' ? sourceSpec : destinationSpec;
  if (!Number.isFinite(given) || side?.unit !== rangeOf.unit)
    return `${mode === 'SOURCE_AMOUNT' ? 'source' : 'destination'} amount and unit are required`;
  if (given < rangeOf.amount.min || given > rangeOf.amount.max) return 'Amount is out of range';
  const rates = product.rates as { base: number; wholesale: number };
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const source = mode === 'SOURCE_AMOUNT' ? given : round2(given / rates.base);
  const destination = mode === 'SOURCE_AMOUNT' ? round2(given * rates.base) : given;
  const fee = Number(
    ((product.prices as { wholesale?: { fee?: number } }).wholesale?.fee as number) ?? 0,
  );
  return {
    requested: {
      source: { unit_type: 'CURRENCY', unit: sourceSpec.unit, amount: source },
      destination: { unit_type: 'CURRENCY', unit: destinationSpec.unit, amount: destination },
    },
    prices: {
      wholesale: {
        unit_type: 'CURRENCY',
        unit: sourceSpec.unit,
        amount: round2(destination / rates.wholesale),
        fee,
      },
      retail: null,
    },
  };
}

function status(statusClass: StatusClass, message: string): Json {
  const classId = statusClasses[statusClass];
  return {
    id: classId * 10000,
    message,
    class: { id: classId, message: statusClass, description: `${statusClass} (stand-in)` },
  };
}

function error(status: number, code: number, message: string): ScriptedAnswer {
  return { status, body: { errors: [{ code, message }] } };
}

/** A DVS fixed-value product as DT One writes it, unknown fields included. */
export function dvsProduct(
  id: number,
  country: { iso: string; name: string; currency: string },
  overrides: Json = {},
): Json {
  return {
    id,
    name: `${id % 1000} ${country.currency}`,
    description: `Top-up ${id}`,
    type: 'FIXED_VALUE_RECHARGE',
    service: { id: 11, name: 'Mobile', subservice: { id: 11, name: 'Airtime' } },
    operator: {
      id: 300 + (id % 3),
      name: `Operator ${id % 3}`,
      country: { iso_code: country.iso, name: country.name, regions: null },
      regions: null,
    },
    regions: null,
    required_credit_party_identifier_fields: [['mobile_number']],
    required_sender_fields: [],
    availability_zones: ['INTERNATIONAL'],
    source: { unit_type: 'CURRENCY', unit: 'USD', amount: 1.87 },
    destination: { unit_type: 'CURRENCY', unit: country.currency, amount: 5000 },
    prices: {
      wholesale: { unit_type: 'CURRENCY', unit: 'USD', amount: 1.87, fee: 0 },
      retail: { unit_type: 'CURRENCY', unit: 'USD', amount: 2.25, fee: 0 },
    },
    rates: { base: 2673.8, retail: 2222.2, wholesale: 2673.8 },
    validity: { quantity: 30, unit: 'DAY' },
    promotions: null,
    benefits: [
      {
        type: 'CREDITS',
        unit_type: 'CURRENCY',
        unit: country.currency,
        amount: {
          base: 5000,
          promotion_bonus: 0,
          total_excluding_tax: 5000,
          total_including_tax: 5000,
        },
        additional_information: null,
      },
    ],
    tags: ['stand-in'],
    ...overrides,
  };
}

/** A DVS promotion as GET /promotions writes it, for the given products of one operator. */
export function dvsPromotion(
  id: number,
  products: Json[],
  dates: { start: string; end: string },
  overrides: Json = {},
): Json {
  const operator = (products[0]?.operator ?? {}) as Json;
  return {
    id,
    title: `Promotion ${id}`,
    description: `Bonus on ${products.length} products`,
    terms: 'While stocks last.',
    start_date: dates.start,
    end_date: dates.end,
    operator: { id: operator.id, name: operator.name, country: operator.country },
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      type: p.type,
    })),
    ...overrides,
  };
}

/**
 * A DVS fixed-value PIN product (FIXED_VALUE_PIN_PURCHASE) as DT One writes it: the product's
 * own `pin` says how to use the voucher; the voucher itself comes with the transaction.
 */
export function dvsPinProduct(
  id: number,
  country: { iso: string; name: string; currency: string },
  overrides: Json = {},
): Json {
  return dvsProduct(id, country, {
    name: `${id % 1000} ${country.currency} PIN`,
    type: 'FIXED_VALUE_PIN_PURCHASE',
    service: { id: 11, name: 'Mobile', subservice: { id: 11, name: 'Airtime' } },
    required_credit_party_identifier_fields: [['mobile_number']],
    required_debit_party_identifier_fields: [],
    required_beneficiary_fields: [],
    required_statement_identifier_fields: [],
    required_additional_identifier_fields: [],
    pin: {
      usage_info: ['Dial *705*<PIN># to load the credit'],
      validity: { quantity: 180, unit: 'DAY' },
      terms: 'Single use.',
    },
    ...overrides,
  });
}

/**
 * A DVS ranged-value top-up (RANGED_VALUE_RECHARGE) as DT One writes it: USD 1 to 50 sent, what
 * arrives at `rates.base` per USD, DT One's wholesale and retail rates.
 */
export function dvsRangedProduct(
  id: number,
  country: { iso: string; name: string; currency: string },
  overrides: Json = {},
): Json {
  return dvsProduct(id, country, {
    name: `${country.currency} any amount`,
    type: 'RANGED_VALUE_RECHARGE',
    accepted_calculation_modes: ['SOURCE_AMOUNT', 'DESTINATION_AMOUNT'],
    required_credit_party_identifier_fields: [['mobile_number']],
    source: { unit_type: 'CURRENCY', unit: 'USD', amount: { min: 1, max: 50 } },
    destination: {
      unit_type: 'CURRENCY',
      unit: country.currency,
      amount: { min: 129, max: 6450, increment: 0.01 },
    },
    prices: {
      wholesale: { unit_type: 'CURRENCY', unit: 'USD', amount: { min: 1.02, max: 51 }, fee: 0 },
      retail: { unit_type: 'CURRENCY', unit: 'USD', amount: { min: 1.1, max: 55 }, fee: 0 },
    },
    rates: { base: 129, wholesale: 126.5, retail: 118 },
    benefits: [{ type: 'CREDITS', unit_type: 'CURRENCY', unit: country.currency }],
    ...overrides,
  });
}
