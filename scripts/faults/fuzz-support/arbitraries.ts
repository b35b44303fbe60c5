import fc from 'fast-check';
import type { Endpoint, Schema } from './endpoints';

/** A JSON token written as is: numbers JSON.stringify cannot write (1e400, -0, 2^70). */
class RawJson {
  constructor(readonly text: string) {}
}

/** An object as a list of members, so `__proto__` and duplicate keys survive to the wire. */
class JsonObject {
  constructor(readonly members: [string, Json][]) {}
}

type Json = null | boolean | number | string | RawJson | JsonObject | Json[];

function toJson(value: Json): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject)
    return `{${value.members.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  // Lone surrogates come out as \ud800 escapes, which JSON.parse on the server turns back.
  return JSON.stringify(value);
}

/** What one fuzzed request carries besides its method. */
export interface FuzzRequest {
  /** Path with its parameters filled in and the query string, percent-encoded. */
  url: string;
  contentType?: string;
  body?: Uint8Array;
  /** X-Forwarded-For: each request a visitor of its own, so rate limits do not hide the routes. */
  ip: string;
  /** A wrong CSRF token in place of the session's, now and then. */
  csrfToken?: string;
}

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const badCharacters = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\uffff',
  '\u2028',
  '\r\n',
  '\\',
  '"',
  '%00',
  "'; DROP TABLE customers;--",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '😀',
);

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(badCharacters, fc.string({ maxLength: 4 })), { maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', 'true', '0', 'NaN', 'undefined', '[]') },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)) },
);

const hugeNumbers = fc.constantFrom(
  ...['1e400', '-1e400', '1e-400', '-0', '123456789012345678901234567890', '9007199254740993'].map(
    (t) => new RawJson(t),
  ),
);

const number: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308),
  hugeNumbers,
);

const key = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'email', 'id', '$where'),
);

/** Any JSON value, wrong types and bad characters included, nested a few levels. */
const junk: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(key, tie('value')), { maxLength: 4 })
      .map((members) => new JsonObject(members)),
  ),
})).value;

/**
 * Real values by field or parameter name (lower case): an existing product, order, account. With
 * them a request gets past validation and lookups to the code behind, where a 5xx would hide.
 */
export type Hints = Record<string, (string | number | boolean)[]>;

function hinted(name: string, hints: Hints, otherwise: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  const known = hints[name.toLowerCase()];
  return known?.length
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...known) },
        { weight: 2, arbitrary: otherwise },
      )
    : otherwise;
}

/** A value of the schema's type most of the time (so validation passes and code behind runs). */
function fitting(schema: Schema | undefined, hints: Hints, depth = 0): fc.Arbitrary<Json> {
  if (!schema || depth > 4) return junk;
  if (schema.enum?.length) return fc.constantFrom(...(schema.enum as Json[]));
  const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (parts?.length) return fc.oneof(...parts.map((s) => fitting(s, hints, depth + 1)));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time' || schema.format === 'date')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.oneof(fc.string({ maxLength: 20 }), text);
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 1000 }), number);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fieldValue(schema.items, hints, depth + 1), { maxLength: 5 });
    default:
      if (schema.properties) return shaped(schema, hints, depth + 1);
      return junk;
  }
}

/** Mostly the right type, sometimes anything else (wrong-typed fields). */
const fieldValue = (schema: Schema | undefined, hints: Hints, depth: number): fc.Arbitrary<Json> =>
  fc.oneof({ weight: 3, arbitrary: fitting(schema, hints, depth) }, { weight: 1, arbitrary: junk });

/**
 * An object of the schema's fields: either wild (each field possibly missing or wrong, sometimes
 * extra ones) or tidy (the required fields, of the right type or a real value, nothing else), so
 * that some requests pass validation and reach the code behind it.
 */
function shaped(schema: Schema, hints: Hints, depth = 0): fc.Arbitrary<JsonObject> {
  const fields = Object.entries(schema.properties ?? {});
  const wild = fc
    .tuple(
      fc.tuple(
        ...fields.map(([k, s]) =>
          fc.option(hinted(k, hints, fieldValue(s, hints, depth)).map((v) => [k, v])),
        ),
      ),
      fc.array(fc.tuple(key, junk), { maxLength: 2 }),
    )
    .map(
      ([members, extra]) =>
        new JsonObject([
          ...members.filter((m): m is [string, Json] => m !== null),
          ...(extra as [string, Json][]),
        ]),
    );
  const required = new Set(schema.required ?? []);
  const members = fc.tuple(
    ...fields.map(([k, s]) => {
      const known = hints[k.toLowerCase()];
      const value = known?.length
        ? fc.oneof(fc.constantFrom(...known), fitting(s, hints, depth))
        : fitting(s, hints, depth);
      const member = value.map((v): [string, Json] => [k, v]);
      return required.has(k) ? member : fc.option(member);
    }),
  );
  // A solved bot check next to them, half the time: routes behind one get past it.
  const solved = hints.altcha ?? [];
  const botCheck =
    depth === 0 && solved.length
      ? fc.option(
          fc.constantFrom(...solved).map((a): [string, Json] => ['altcha', a]),
          {
            freq: 2,
          },
        )
      : fc.constant(null);
  const tidy = fc
    .tuple(members, botCheck)
    .map(
      ([fieldsOf, altcha]) =>
        new JsonObject([...fieldsOf, altcha].filter((m): m is [string, Json] => m !== null)),
    );
  return fc.oneof({ weight: 2, arbitrary: wild }, { weight: 1, arbitrary: tidy });
}

/** Nesting at, just past and far past the API's depth limit, closed or not. */
const nested = fc
  .tuple(
    fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"a":', '}]']),
    fc.constantFrom(31, 32, 33, 100, 5000, 40_000),
    fc.boolean(),
  )
  .map(([[open, close], n, closed]) => open.repeat(n) + '1' + (closed ? close.repeat(n) : ''));

/** Past the 100 kB body limit, or just under it with a big array. */
const oversized = fc.oneof(
  fc.integer({ min: 100 * 1024 - 32, max: 400 * 1024 }).map((n) => `{"email":"${'a'.repeat(n)}"}`),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => `[${'1,'.repeat(n)}1]`),
);

const invalidUtf8 = fc.constantFrom(
  [0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf4, 0x90, 0x80, 0x80],
);

/** Not JSON at all, or JSON broken in the ways clients break it. */
function malformed(valid: fc.Arbitrary<string>): fc.Arbitrary<Uint8Array> {
  return fc.oneof(
    fc
      .tuple(valid, fc.nat())
      .map(([json, cut]) => utf8(json.slice(0, json.length ? cut % json.length : 0))),
    fc.uint8Array({ maxLength: 200 }),
    fc
      .tuple(invalidUtf8, fc.constantFrom('email', 'password', 'id'))
      .map(([bytes, field]) =>
        Buffer.concat([Buffer.from(`{"${field}":"`), Buffer.from(bytes), Buffer.from('"}')]),
      ),
    fc
      .constantFrom(
        '{"a":1,}',
        "{'a':1}",
        '{"a":1}garbage',
        '\ufeff{"a":1}',
        '',
        ' ',
        'null',
        'NaN',
        '{"a":1,"a":2}',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '[]',
        '"just a string"',
      )
      .map(utf8),
  );
}

/** Every kind of body the drill sends, with the content type it claims. */
function payload(
  endpoint: Endpoint,
  hints: Hints,
): fc.Arbitrary<{ contentType?: string; body: Uint8Array }> {
  const schemaText = endpoint.body ? shaped(endpoint.body, hints).map(toJson) : junk.map(toJson);
  const json = (arb: fc.Arbitrary<string | Uint8Array>) =>
    arb.map((b) => ({
      contentType: 'application/json',
      body: typeof b === 'string' ? utf8(b) : b,
    }));
  return fc.oneof(
    { weight: 6, arbitrary: json(schemaText) },
    { weight: 2, arbitrary: json(junk.map(toJson)) },
    { weight: 1, arbitrary: json(nested) },
    { weight: 1, arbitrary: json(oversized) },
    { weight: 2, arbitrary: json(malformed(schemaText)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            undefined,
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=xyz',
            'multipart/form-data',
            'application/xml',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/octet-stream',
            'application/json, text/plain',
          ),
          fc.oneof(
            schemaText.map(utf8),
            text.map((t) => utf8(`a=${encode(t)}&email=${encode(t)}&a=2&__proto__[x]=1`)),
            fc.constant(
              utf8('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz'),
            ),
          ),
        )
        .map(([contentType, body]) => ({ contentType, body })),
    },
  );
}

const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.uuid().map(encode) },
  { weight: 1, arbitrary: fc.nat().map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1e400',
      '99999999999999999999',
      'null',
      '%00',
      '%FF',
      '%C0%AF',
      '%ED%A0%80',
      '%',
      '%zz',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      'cs_test_%00',
      `${'a'.repeat(5000)}`,
    ),
  },
  { weight: 3, arbitrary: text.filter((t) => t.length > 0).map(encode) },
);

const queryValue = fc.oneof(
  text,
  junk.map(toJson),
  fc.constantFrom(
    '{}',
    '[0,9]',
    '[0,99999999999]',
    '[-1,5]',
    '[9,0]',
    '[0]',
    '["fullname","ASC"]',
    '["x; DROP TABLE admins","DESC"]',
    '{"q":"%_\\\\"}',
    '{"q":null}',
    '{"q":["a"]}',
    '{"status":["COMPLETED"],"id":[1,2]}',
    '[1e400,2]',
    '[',
    '{',
    '2026-13-45',
  ),
);

/** The query string: the declared parameters (each maybe missing, maybe repeated) and strays. */
function query(names: string[], hints: Hints): fc.Arbitrary<string> {
  const values = (name: string) => {
    const known = (hints[name.toLowerCase()] ?? []).map(String);
    const one = known.length
      ? fc.oneof(fc.constantFrom(...known), queryValue, queryValue)
      : queryValue;
    return fc.option(fc.array(one, { minLength: 1, maxLength: 2 }), { freq: 2 });
  };
  return fc
    .tuple(
      fc.tuple(...names.map(values)),
      fc.oneof(
        fc.constant([]),
        fc.array(fc.tuple(fc.oneof(key, fc.constant('filter[q]')), queryValue), { maxLength: 2 }),
      ),
    )
    .map(([declared, strays]) => {
      const pairs: [string, string][] = [];
      declared.forEach((values, i) => values?.forEach((v) => pairs.push([names[i], v])));
      pairs.push(...strays);
      return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    });
}

/** Requests for one endpoint: its path and query filled with odd values, odd bodies when it takes one. */
export function requests(endpoint: Endpoint, hints: Hints = {}): fc.Arbitrary<FuzzRequest> {
  const takesBody = !['GET', 'HEAD'].includes(endpoint.method);
  return fc
    .tuple(
      fc.tuple(
        ...endpoint.pathParams.map((name) => {
          const known = hints[name.toLowerCase()] ?? [];
          return known.length
            ? fc.oneof(
                fc.constantFrom(...known.map((v) => encode(String(v)))),
                pathValue,
                pathValue,
              )
            : pathValue;
        }),
      ),
      query(endpoint.queryParams, hints),
      takesBody ? fc.option(payload(endpoint, hints), { freq: 8 }) : fc.constant(null),
      fc.oneof(
        { weight: 8, arbitrary: fc.ipV4() },
        { weight: 1, arbitrary: fc.ipV6() },
        // What a misbehaving proxy or client puts there.
        {
          weight: 1,
          arbitrary: fc.constantFrom('unknown', '1.2.3.4, 5.6.7.8', '999.1.1.1', '::ffff:10.0.0.1'),
        },
      ),
      // Now and then a wrong CSRF token in place of the session's.
      fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('', 'x', 'a'.repeat(43), 'a'.repeat(5000), '\u00e9t\u00e9'),
        },
      ),
    )
    .map(([values, qs, body, ip, csrfToken]) => {
      let i = 0;
      const path = endpoint.path.replace(/\{[^}]+\}/g, () => values[i++]);
      return {
        url: qs ? `${path}?${qs}` : path,
        contentType: body?.contentType,
        body: body?.body,
        ip,
        csrfToken,
      };
    });
}

/** A request as a line of the report: method, URL and the body's start, escaped. */
export function describe(method: string, request: FuzzRequest): string {
  const body = request.body ? Buffer.from(request.body).toString('utf8') : '';
  const shown = JSON.stringify(body.length > 160 ? `${body.slice(0, 160)}…(${body.length})` : body);
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}…` : request.url;
  return `${method} ${url} [${request.contentType ?? 'no content-type'}] ${shown}`;
}
