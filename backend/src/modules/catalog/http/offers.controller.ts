import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { OfferView, toOfferView } from '../domain/offer-view';
import { OfferQueryService } from '../services/offer-query.service';

@ApiTags('catalog')
@Controller('api/product')
export class OffersController {
  constructor(private readonly queries: OfferQueryService) {}

  /** One active offer, for the payment summary. */
  @Get('getOfferById/:productId')
  @CustomerOnly()
  async offerById(@Param('productId') productId: string): Promise<OfferView> {
    return toOfferView(await this.queries.activeOffer(productId));
  }
}
