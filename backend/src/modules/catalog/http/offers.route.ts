import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { frontDoorOf } from '@shared/http/front-door';
import { isPrintableText } from '@shared/http/validators';
import {
  OffersCatalogueService,
  type SerialisedOffers,
} from '../services/offers-catalogue.service';

const FILTERS = new Set(['country', 'operator']);
const PATH = '/api/product/offers';

/**
 * GET /api/product/offers as a plain Fastify route: it is the hot anonymous read with a speed
 * budget (80 % of a bare Node server), and Nest's per-request pipeline (guards, pipes, DTO
 * transformation) cost more than half of that. It needs none of it: no session, no body, two
 * optional text filters checked here. `offersOpenApi` describes it for /api/docs.
 */
@Injectable()
export class OffersRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalogue: OffersCatalogueService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return; // the worker has no HTTP server
    fastify.get(PATH, (req, reply) => this.handle(req, reply));
    const door = frontDoorOf(fastify);
    door?.add(PATH, (req, res) => this.answerAhead(req, res, door.fixedHeaders));
  }

  /**
   * The unfiltered list, written before Fastify when its answer is ready (shared/http/front-door):
   * the same answer, headers and encodings as `handle`. False leaves the request to Fastify.
   */
  private answerAhead(
    req: IncomingMessage,
    res: ServerResponse,
    fixedHeaders: Readonly<Record<string, string>>,
  ): boolean {
    const answer = this.catalogue.peekAll();
    if (!answer) return false;
    const headers: Record<string, string | number> = { ...fixedHeaders, ...answerHeaders(answer) };
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const [encoding, body] = pickEncoding(req.headers['accept-encoding'], answer);
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(200, headers).end(body);
    return true;
  }

  private async handle(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const query = req.query as Record<string, unknown>;
    for (const [key, value] of Object.entries(query)) {
      if (!FILTERS.has(key))
        return reply
          .status(400)
          .send({ statusCode: 400, message: `property ${key} should not exist` });
      if (typeof value !== 'string' || value.length > 100) {
        return reply
          .status(400)
          .send({ statusCode: 400, message: `${key} must be a text of at most 100 characters` });
      }
      // NUL and broken Unicode can never name a country or operator
      // (docs/decisions.md#offers-cache-bounds).
      if (!isPrintableText(value)) {
        return reply
          .status(400)
          .send({ statusCode: 400, message: `${key} must not contain control characters` });
      }
    }
    const answer = await this.catalogue.get({
      country: query.country as string | undefined,
      operator: query.operator as string | undefined,
    });
    void reply.headers(answerHeaders(answer));
    if (req.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    const [encoding, body] = pickEncoding(req.headers['accept-encoding'], answer);
    if (encoding) void reply.header('Content-Encoding', encoding);
    return reply.send(body);
  }
}

/** The headers of every answer of the list, 200 or 304, from Fastify or the front door alike. */
function answerHeaders(answer: SerialisedOffers): Record<string, string> {
  return {
    etag: answer.etag,
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    'content-type': 'application/json; charset=utf-8',
  };
}

/** Brotli, else gzip, else the JSON itself, as the client accepts. */
function pickEncoding(
  accepts: string | undefined = '',
  answer: SerialisedOffers,
): [encoding: 'br' | 'gzip' | undefined, body: Buffer] {
  if (/\bbr\b/.test(accepts)) return ['br', answer.brotli];
  if (/\bgzip\b/.test(accepts)) return ['gzip', answer.gzip];
  return [undefined, answer.json];
}

/** The OpenAPI entry of the route (Nest's scanner only sees controllers). */
export const offersOpenApi = {
  '/api/product/offers': {
    get: {
      tags: ['catalog'],
      summary: 'Active offers, all or of one country and/or operator (ETag, gzip/br)',
      parameters: ['country', 'operator'].map((name) => ({
        name,
        in: 'query',
        required: false,
        schema: { type: 'string' },
      })),
      responses: {
        '200': {
          description:
            'Offer[]: productId, productName, promotionBonus, amount, serviceCharge, service, subService?, operatorCountry, operatorName, operatorId, countryCode, kind',
        },
        '304': { description: 'Not modified (If-None-Match)' },
        '400': { description: 'Unknown or invalid filter' },
      },
    },
  },
};
