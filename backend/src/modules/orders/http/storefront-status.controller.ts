import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StoreStatus } from '@shared/ports/store-status.port';
import { StorefrontStatusResponse } from './dto/storefront-status.response';

/**
 * Whether top-ups can be bought now (the back office's storefront switch): the customer site
 * says so before a customer fills the form, instead of at the payment's 503.
 */
@ApiTags('orders')
@Controller('api')
export class StorefrontStatusController {
  constructor(private readonly store: StoreStatus) {}

  @Get('storefront')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: StorefrontStatusResponse })
  async status(): Promise<StorefrontStatusResponse> {
    return { open: await this.store.isOpen() };
  }
}
