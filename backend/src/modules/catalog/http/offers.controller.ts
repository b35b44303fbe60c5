import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { OfferView, toOfferView } from '../domain/offer-view';
import { OfferQueryService } from '../services/offer-query.service';
import { QuoteTypedAmountService } from '../services/quote-typed-amount.service';
import { TypedAmountQuery } from './dto/typed-amount.query';
import { TypedAmountQuoteResponse } from './dto/typed-amount-quote.response';

@ApiTags('catalog')
@Controller('api/product')
export class OffersController {
  constructor(
    private readonly queries: OfferQueryService,
    private readonly quotes: QuoteTypedAmountService,
  ) {}

  /** One active offer, for the payment summary. */
  @Get('getOfferById/:productId')
  @CustomerOnly()
  async offerById(@Param('productId') productId: string): Promise<OfferView> {
    return toOfferView(await this.queries.activeOffer(productId));
  }

  /**
   * What an amount typed for a ranged offer brings and costs, before payment. Public like the
   * offers list (a visitor sees prices before logging in); rate limited as it is computed per call.
   */
  @Get('quote')
  @RateLimit({ perIp: 120 })
  @ApiBadRequestResponse({ description: 'The amount is outside the range this product allows' })
  @ApiNotFoundResponse({ description: 'Product Not Available!' })
  async quote(@Query() query: TypedAmountQuery): Promise<TypedAmountQuoteResponse> {
    const sentCents = Math.round(query.amount * 100);
    const { offer, quote } = await this.quotes.quote(query.productId, sentCents);
    return TypedAmountQuoteResponse.of(offer.productId, offer.range!.destinationUnit, quote);
  }
}
