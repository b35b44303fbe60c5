import { BadRequestException } from '@nestjs/common';
import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';

/** Far deeper than any body of ours (the validation pipe refuses the same depth after parsing). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Counts how deep the brackets of a JSON text nest, chunk by chunk, skipping strings. One pass
 * over the bytes, no recursion and no parse: a `[`×49,000 body costs a loop, not a stack.
 */
export class JsonDepthGauge {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max = MAX_JSON_DEPTH) {}

  /** Feeds the next bytes; true as soon as the nesting went deeper than the limit. */
  tooDeep(chunk: Uint8Array): boolean {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (OPEN.has(byte)) {
        if (++this.depth > this.max) return true;
      } else if (CLOSE.has(byte)) {
        this.depth--;
      }
    }
    return false;
  }
}

export const TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * The JSON body parser of every route: Fastify's own (prototype poisoning refused), after one
 * bounded pass over the raw bytes. A body nested deeper than MAX_JSON_DEPTH is refused with 400
 * before any parse, guard, pipe or raw-body route (webhooks, sandboxes) sees it
 * (docs/decisions.md#nesting-depth). Keeps `rawBody` for the webhook's signature, as Nest's parser
 * does.
 */
export function depthCheckedJsonParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (req, body, done) => {
    (req as FastifyRequest & { rawBody?: Buffer }).rawBody = body;
    if (new JsonDepthGauge().tooDeep(body)) {
      done(new BadRequestException(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(req, body.toString('utf8'), done);
  };
}
