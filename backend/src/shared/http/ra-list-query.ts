import {
  applyDecorators,
  BadRequestException,
  createParamDecorator,
  ExecutionContext,
  Type,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isPrintableText } from './validators';

/**
 * react-admin list queries in the ra-data-simple-rest dialect, for every back-office resource
 * (admins, audit-log, transactions, clients, …):
 *
 *   GET /api/admin/<resource>?filter={"q":"abc"}&range=[0,9]&sort=["fullname","ASC"]
 *   → 200 [rows…] with `Content-Range: <resource> 0-9/<total>`
 *
 * Usage:
 *
 *   const ADMINS = defineRaList({
 *     resource: 'admins',
 *     filter: { q: raText },                 // zod shapes of the allowed filter keys (optional)
 *     sortFields: ['fullname', 'email'],     // the only columns a caller may sort by
 *     defaultSort: { field: 'fullname', order: 'ASC' },
 *   });                                      // also: maxRows (100), defaultRows (10)
 *
 *   @Get('admins')
 *   @ApiRaList(ADMINS, AdminResponse)        // OpenAPI: the three query parameters, the header
 *   async list(@RaList(ADMINS) query: RaListQueryOf<typeof ADMINS>,
 *              @Res({ passthrough: true }) reply: FastifyReply) {
 *     const page = await this.service.list({ offset: query.offset, limit: query.limit, … });
 *     reply.header('Content-Range', contentRange(ADMINS.resource, query.first, page.rows.length, page.total));
 *     return page.rows;
 *   }
 *
 * Everything a caller sends is checked before it reaches a service: `filter` a JSON object with
 * only the declared keys and types; `range` `[first, last]`, 0-based whole numbers, first ≤
 * last, at most `maxRows` rows; `sort` `["field", "ASC"|"DESC"]` with a whitelisted field;
 * no other query parameter, none repeated, no control characters. Anything else answers
 * 400 with a message saying which parameter is wrong. `parseRaListQuery` is the same check
 * without Nest (for specs or other callers).
 */

export type SortOrder = 'ASC' | 'DESC';

export interface RaListSpec<F extends z.ZodRawShape, S extends string> {
  /** The resource's name in `Content-Range` (e.g. 'admins', 'audit-log'). */
  resource: string;
  filter: F;
  sortFields: readonly S[];
  defaultSort: { field: S; order: SortOrder };
  /** The most rows one request may ask for (default 100). */
  maxRows?: number;
  /** Rows answered when `range` is missing (default 10: seed 001 §9). */
  defaultRows?: number;
}

export interface RaListQuery<F, S extends string> {
  /** The filter keys the caller gave, typed by the spec's zod shapes. */
  filter: F;
  /** The range asked for, 0-based and inclusive, as `Content-Range` repeats it. */
  first: number;
  last: number;
  /** The same range as SQL wants it. */
  offset: number;
  limit: number;
  sort: { field: S; order: SortOrder };
}

export type RaListQueryOf<T> =
  T extends RaListSpec<infer F, infer S> ? RaListQuery<z.infer<z.ZodObject<F>>, S> : never;

/** A spec with its types kept (a plain object literal would widen the sort fields to string). */
export const defineRaList = <F extends z.ZodRawShape, S extends string>(
  spec: RaListSpec<F, S>,
): RaListSpec<F, S> => spec;

/** A text filter value: one printable line, at most 200 characters. */
export const raText = z
  .string()
  .max(200, 'at most 200 characters')
  .refine(isPrintableText, 'control characters are not allowed');

/** Far beyond any real list; keeps OFFSET a sane number. */
const MAX_POSITION = 1_000_000_000;
/** A longer parameter is not a react-admin query. */
const MAX_PARAM_LENGTH = 2000;
const PARAMS = ['filter', 'range', 'sort'] as const;

const bad = (message: string) => new BadRequestException(message);

export function parseRaListQuery<F extends z.ZodRawShape, S extends string>(
  spec: RaListSpec<F, S>,
  query: unknown,
): RaListQuery<z.infer<z.ZodObject<F>>, S> {
  const raw = readParams(query);
  const maxRows = spec.maxRows ?? 100;
  const [first, last] = raw.range
    ? parseRange(raw.range, maxRows)
    : [0, (spec.defaultRows ?? 10) - 1];
  return {
    filter: parseFilter(spec, raw.filter),
    first,
    last,
    offset: first,
    limit: last - first + 1,
    sort: raw.sort ? parseSort(spec, raw.sort) : { ...spec.defaultSort },
  };
}

/** The three parameters as strings: each at most once, short, printable. */
function readParams(query: unknown): Partial<Record<(typeof PARAMS)[number], string>> {
  const params = (query ?? {}) as Record<string, unknown>;
  const out: Partial<Record<(typeof PARAMS)[number], string>> = {};
  for (const [name, value] of Object.entries(params)) {
    if (!(PARAMS as readonly string[]).includes(name))
      throw bad(`Unknown query parameter: ${name.slice(0, 40)} (expected filter, range, sort)`);
    if (typeof value !== 'string') throw bad(`Invalid ${name}: give it once`);
    if (value.length > MAX_PARAM_LENGTH) throw bad(`Invalid ${name}: too long`);
    if (!isPrintableText(value)) throw bad(`Invalid ${name}: control characters are not allowed`);
    out[name as (typeof PARAMS)[number]] = value;
  }
  return out;
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw bad(`Invalid ${name}: not valid JSON`);
  }
}

function parseFilter<F extends z.ZodRawShape, S extends string>(
  spec: RaListSpec<F, S>,
  text: string | undefined,
): z.infer<z.ZodObject<F>> {
  const value = text === undefined ? {} : parseJson('filter', text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw bad('Invalid filter: expected a JSON object');
  const schema = z.object(spec.filter).partial().strict();
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    const allowed = Object.keys(spec.filter).join(', ') || 'none';
    const message =
      issue.code === 'unrecognized_keys' ? `unknown key (allowed: ${allowed})` : issue.message;
    throw bad(`Invalid filter: ${where}${message}`);
  }
  return parsed.data as z.infer<z.ZodObject<F>>;
}

function parseRange(text: string, maxRows: number): [number, number] {
  const value = parseJson('range', text);
  const ok =
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_POSITION) &&
    value[0] <= value[1];
  if (!ok)
    throw bad(
      `Invalid range: expected [first, last], whole numbers from 0 to ${MAX_POSITION}, first ≤ last`,
    );
  const [first, last] = value as [number, number];
  if (last - first + 1 > maxRows) throw bad(`Invalid range: at most ${maxRows} rows per request`);
  return [first, last];
}

function parseSort<F extends z.ZodRawShape, S extends string>(
  spec: RaListSpec<F, S>,
  text: string,
): { field: S; order: SortOrder } {
  const value = parseJson('sort', text);
  const ok =
    Array.isArray(value) &&
    value.length === 2 &&
    (spec.sortFields as readonly unknown[]).includes(value[0]) &&
    (value[1] === 'ASC' || value[1] === 'DESC');
  if (!ok)
    throw bad(
      `Invalid sort: expected ["field", "ASC" | "DESC"], field one of ${spec.sortFields.join(', ')}`,
    );
  return { field: value[0] as S, order: value[1] as SortOrder };
}

/**
 * The `Content-Range` header of a list answer: `admins 0-9/42`; with no row answered the range
 * is an asterisk (RFC 9110's unsatisfied form); ra-data-simple-rest reads the total after the '/'.
 */
export function contentRange(resource: string, first: number, count: number, total: number) {
  return count > 0
    ? `${resource} ${first}-${first + count - 1}/${total}`
    : `${resource} */${total}`;
}

/** The parsed query of a list route (400 on anything malformed). */
export const RaList = createParamDecorator(
  (spec: RaListSpec<z.ZodRawShape, string>, context: ExecutionContext) =>
    parseRaListQuery(spec, context.switchToHttp().getRequest<FastifyRequest>().query),
);

/** OpenAPI for a list route: the three parameters, the array answer and its Content-Range. */
export const ApiRaList = (spec: RaListSpec<z.ZodRawShape, string>, type: Type<unknown>) =>
  applyDecorators(
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object; keys: ${Object.keys(spec.filter).join(', ') || 'none'}`,
      example: '{}',
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: `JSON [first, last], 0-based, inclusive; at most ${spec.maxRows ?? 100} rows`,
      example: '[0,9]',
    }),
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON [field, "ASC"|"DESC"]; fields: ${spec.sortFields.join(', ')}`,
      example: JSON.stringify([spec.defaultSort.field, spec.defaultSort.order]),
    }),
    ApiOkResponse({
      type: [type],
      headers: {
        'Content-Range': {
          description: `${spec.resource} first-last/total`,
          schema: { type: 'string' },
        },
      },
    }),
    ApiBadRequestResponse({ description: 'A malformed filter, range or sort' }),
  );
