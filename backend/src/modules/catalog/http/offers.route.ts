import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrintableText } from '../../../shared/http/validators';
import { OffersCatalogueService } from '../services/offers-catalogue.service';

const FILTERS = new Set(['country', 'operator']);

/**
 * GET /api/product/offers as a plain Fastify route: it is the hot anonymous read with a speed
 * budget (70 % of a bare Node server), and Nest's per-request pipeline (guards, pipes, DTO
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
    fastify.get('/api/product/offers', (req, reply) => this.handle(req, reply));
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
      // NUL and broken Unicode can never name a country or operator (issue 10, item 6).
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
    void reply
      .header('ETag', answer.etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    if (req.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    const accepts = req.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(answer.brotli);
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(answer.gzip);
    return reply.send(answer.json);
  }
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
            'Offer[]: productId, productName, promotionBonus, amount, serviceCharge, service, subService?, operatorCountry, operatorName, operatorId, countryCode',
        },
        '304': { description: 'Not modified (If-None-Match)' },
        '400': { description: 'Unknown or invalid filter' },
      },
    },
  },
};
