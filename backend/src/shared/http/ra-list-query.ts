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
 *
 * A resource whose filter needs more than zod shapes (cross-field rules, its own error codes)
 * gives `filter` as a function of the JSON object instead; a resource with error texts of its
 * own gives `refuse`, which turns each problem into the error to throw. The specification's 1-based
 * `{start, end}` bodies (`SeedRangeRequest`) go through `seedRange`, the same window rule.
 */

export type SortOrder = 'ASC' | 'DESC';

/** A filter checked by code rather than zod shapes: the JSON object in, the filter out. */
export type RaFilterParser<T = unknown> = (raw: Record<string, unknown>) => T;

/** What is wrong with a list query, for a resource that answers it with texts of its own. */
export interface RaListProblem {
  /** The parameter at fault ('query': one that is not filter, range or sort). */
  param: 'filter' | 'range' | 'sort' | 'query';
  /** range only: 'format' (not [first, last] whole numbers), 'window' (out of bounds). */
  kind: 'format' | 'window';
  /** The unknown parameter's name (param 'query'). */
  name?: string;
  /** The default text of the 400. */
  message: string;
}

export interface RaListSpec<F extends RaFilterRule, S extends string> {
  /** The resource's name in `Content-Range` (e.g. 'admins', 'audit-log'). */
  resource: string;
  /** zod shapes of the allowed keys, or a parser of the whole filter object. */
  filter: F;
  sortFields: readonly S[];
  defaultSort: { field: S; order: SortOrder };
  /** The most rows one request may ask for (default 100). */
  maxRows?: number;
  /** Rows answered when `range` is missing (default 10: docs/specification.md#limits). */
  defaultRows?: number;
  /** The error a problem answers (default: 400 with the problem's message). */
  refuse?: (problem: RaListProblem) => Error;
}

export type RaFilterRule = z.ZodRawShape | RaFilterParser;

/** The filter a spec's rule answers. */
export type RaFilterOf<F> =
  F extends RaFilterParser<infer T> ? T : F extends z.ZodRawShape ? z.infer<z.ZodObject<F>> : never;

/** The rows asked for: 0-based and inclusive (`first`, `last`) and as SQL wants them. */
export interface RaRange {
  first: number;
  last: number;
  offset: number;
  limit: number;
}

export interface RaListQuery<F, S extends string> extends RaRange {
  /** The filter keys the caller gave, typed by the spec's zod shapes (or its parser). */
  filter: F;
  sort: { field: S; order: SortOrder };
}

export type RaListQueryOf<T> =
  T extends RaListSpec<infer F, infer S> ? RaListQuery<RaFilterOf<F>, S> : never;

/** A spec with its types kept (a plain object literal would widen the sort fields to string). */
export const defineRaList = <F extends RaFilterRule, S extends string>(
  spec: RaListSpec<F, S>,
): RaListSpec<F, S> => spec;

/** The most rows one request may ask for, unless a spec says otherwise. */
export const MAX_ROWS = 100;
/** Rows answered when a request does not say (docs/specification.md#limits). */
export const DEFAULT_ROWS = 10;

/** A text filter value: one printable line, at most 200 characters. */
export const raText = z
  .string()
  .max(200, 'at most 200 characters')
  .refine(isPrintableText, 'control characters are not allowed');

/** Far beyond any real list; keeps OFFSET a sane number. */
export const MAX_POSITION = 1_000_000_000;
/** A longer parameter is not a react-admin query. */
const MAX_PARAM_LENGTH = 2000;
const PARAMS = ['filter', 'range', 'sort'] as const;
type Param = (typeof PARAMS)[number];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = RaListSpec<any, string>;

/** The error of one problem: the spec's own, or a 400 with the default text. */
function refusal(
  spec: AnySpec,
  param: RaListProblem['param'],
  message: string,
  extra: Partial<RaListProblem> = {},
): Error {
  const problem: RaListProblem = { param, kind: 'format', message, ...extra };
  return spec.refuse ? spec.refuse(problem) : new BadRequestException(message);
}

export function parseRaListQuery<F extends RaFilterRule, S extends string>(
  spec: RaListSpec<F, S>,
  query: unknown,
): RaListQuery<RaFilterOf<F>, S> {
  const raw = readParams(spec, query);
  const range = raw.range
    ? parseRange(spec, raw.range)
    : window(spec, 0, (spec.defaultRows ?? DEFAULT_ROWS) - 1);
  return {
    filter: parseRaFilter(spec, raw.filter),
    ...range,
    sort: raw.sort ? parseSort(spec, raw.sort) : { ...spec.defaultSort },
  };
}

/** The three parameters as strings: each at most once, short, printable. */
function readParams(spec: AnySpec, query: unknown): Partial<Record<Param, string>> {
  const params = (query ?? {}) as Record<string, unknown>;
  const out: Partial<Record<Param, string>> = {};
  for (const [name, value] of Object.entries(params)) {
    if (!(PARAMS as readonly string[]).includes(name))
      throw refusal(
        spec,
        'query',
        `Unknown query parameter: ${name.slice(0, 40)} (expected filter, range, sort)`,
        { name },
      );
    const param = name as Param;
    if (typeof value !== 'string') throw refusal(spec, param, `Invalid ${name}: give it once`);
    if (value.length > MAX_PARAM_LENGTH) throw refusal(spec, param, `Invalid ${name}: too long`);
    if (!isPrintableText(value))
      throw refusal(spec, param, `Invalid ${name}: control characters are not allowed`);
    out[param] = value;
  }
  return out;
}

function parseJson(spec: AnySpec, param: Param, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refusal(spec, param, `Invalid ${param}: not valid JSON`);
  }
}

/** The `filter` parameter alone (also for routes that take a filter but no range or sort). */
export function parseRaFilter<F extends RaFilterRule, S extends string>(
  spec: RaListSpec<F, S>,
  text: string | undefined,
): RaFilterOf<F> {
  const value = text === undefined ? {} : parseJson(spec, 'filter', text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw refusal(spec, 'filter', 'Invalid filter: expected a JSON object');
  if (typeof spec.filter === 'function')
    return spec.filter(value as Record<string, unknown>) as RaFilterOf<F>;
  const shape = spec.filter as z.ZodRawShape;
  const parsed = z.object(shape).partial().strict().safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    const allowed = Object.keys(shape).join(', ') || 'none';
    const message =
      issue.code === 'unrecognized_keys' ? `unknown key (allowed: ${allowed})` : issue.message;
    throw refusal(spec, 'filter', `Invalid filter: ${where}${message}`);
  }
  return parsed.data as RaFilterOf<F>;
}

function parseRange(spec: AnySpec, text: string): RaRange {
  const value = parseJson(spec, 'range', text);
  if (!Array.isArray(value) || value.length !== 2 || !value.every(Number.isSafeInteger))
    throw refusal(spec, 'range', RANGE_BOUNDS);
  return window(spec, value[0] as number, value[1] as number);
}

const RANGE_BOUNDS = `Invalid range: expected [first, last], whole numbers from 0 to ${MAX_POSITION}, first ≤ last`;

/** Rows `first` to `last` (0-based, inclusive), checked: in bounds, in order, not too many. */
function window(
  spec: AnySpec,
  first: number,
  last: number,
  texts = {
    reversed: RANGE_BOUNDS,
    tooMany: (n: number) => `Invalid range: at most ${n} rows per request`,
  },
): RaRange {
  const maxRows = spec.maxRows ?? MAX_ROWS;
  const inBounds = (n: number) => n >= 0 && n <= MAX_POSITION;
  if (!inBounds(first) || !inBounds(last) || first > last)
    throw refusal(spec, 'range', texts.reversed, { kind: 'window' });
  if (last - first + 1 > maxRows)
    throw refusal(spec, 'range', texts.tooMany(maxRows), { kind: 'window' });
  return { first, last, offset: first, limit: last - first + 1 };
}

/**
 * The seed's `{start, end}` (1-based, inclusive; `SeedRangeRequest` has checked they are whole
 * numbers from 1 to MAX_POSITION), by the same window rule as `range`; `start` defaults to 1
 * and `end` to a page from `start`.
 */
export function seedRange(spec: AnySpec, seed: { start?: number; end?: number }): RaRange {
  const start = seed.start ?? 1;
  const end = seed.end ?? start + (spec.defaultRows ?? DEFAULT_ROWS) - 1;
  return window(spec, start - 1, end - 1, {
    reversed: 'end must be greater than or equal to start',
    tooMany: (n) => `At most ${n} rows per request (end - start + 1)`,
  });
}

function parseSort<F extends RaFilterRule, S extends string>(
  spec: RaListSpec<F, S>,
  text: string,
): { field: S; order: SortOrder } {
  const value = parseJson(spec, 'sort', text);
  const ok =
    Array.isArray(value) &&
    value.length === 2 &&
    (spec.sortFields as readonly unknown[]).includes(value[0]) &&
    (value[1] === 'ASC' || value[1] === 'DESC');
  if (!ok)
    throw refusal(
      spec,
      'sort',
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
export const RaList = createParamDecorator((spec: AnySpec, context: ExecutionContext) =>
  parseRaListQuery(spec, context.switchToHttp().getRequest<FastifyRequest>().query),
);

/** OpenAPI for a list route: the three parameters, the array answer and its Content-Range. */
export const ApiRaList = (
  spec: AnySpec,
  type: Type<unknown>,
  filterKeys: readonly string[] = Object.keys(spec.filter),
) =>
  applyDecorators(
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object; keys: ${filterKeys.join(', ') || 'none'}`,
      example: '{}',
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: `JSON [first, last], 0-based, inclusive; at most ${spec.maxRows ?? MAX_ROWS} rows`,
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
