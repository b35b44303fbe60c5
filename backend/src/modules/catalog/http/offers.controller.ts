import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CustomerOnly } from '../../identity/http/guards/customer.guard';
import { OfferView, toOfferView } from '../domain/offer-view';
import { OfferQueryService } from '../services/offer-query.service';
import { OffersCatalogueService } from '../services/offers-catalogue.service';
import { OffersQuery } from './dto/offers.query';

@ApiTags('catalog')
@Controller('api/product')
export class OffersController {
  constructor(
    private readonly catalogue: OffersCatalogueService,
    private readonly queries: OfferQueryService,
  ) {}

  /**
   * Active offers (all, or of one country and/or operator). Anonymous and cheap: no session, the
   * answer comes pre-serialised and pre-compressed from memory, with an ETag for 304s.
   */
  @Get('offers')
  @ApiOkResponse({
    description: 'Offer[] as in the specification, plus operatorId and countryCode',
  })
  async offers(
    @Query() query: OffersQuery,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.catalogue.get(query);
    void reply
      .header('ETag', answer.etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    if (req.headers['if-none-match'] === answer.etag) {
      await reply.status(304).send();
      return;
    }
    const accepts = req.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepts)) await reply.header('Content-Encoding', 'br').send(answer.brotli);
    else if (/\bgzip\b/.test(accepts))
      await reply.header('Content-Encoding', 'gzip').send(answer.gzip);
    else await reply.send(answer.json);
  }

  /** One active offer, for the payment summary. */
  @Get('getOfferById/:productId')
  @CustomerOnly()
  async offerById(@Param('productId') productId: string): Promise<OfferView> {
    return toOfferView(await this.queries.activeOffer(productId));
  }
}
