import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCustomerId, CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import {
  ChangeAutoTopUpService,
  type CustomerChange,
} from '../services/change-auto-top-up.service';
import { ListAutoTopUpsService } from '../services/list-auto-top-ups.service';
import { RemoveSavedCardService } from '../services/remove-saved-card.service';
import { StartAutoTopUpService } from '../services/start-auto-top-up.service';
import {
  AutoTopUpListResponse,
  AutoTopUpResponse,
  SavedCardResponse,
  StartAutoTopUpResponse,
} from './dto/auto-top-up.response';
import { AutoTopUpIdParams } from './dto/auto-top-up-id.params';
import { ChangeAutoTopUpRequest } from './dto/change-auto-top-up.request';
import { StartAutoTopUpRequest } from './dto/start-auto-top-up.request';

/**
 * The customer's automatic top-ups (docs/decisions.md#automatic-top-up-routes): set up with the first
 * card payment, listed and changed on /Profile; only the caller's own. The set-up calls Stripe
 * and costs an order, so it is limited like the checkout; the changes like the recipients'.
 */
@ApiTags('auto-top-ups')
@Controller('api/user/auto-top-ups')
@CustomerOnly()
export class AutoTopUpsController {
  constructor(
    private readonly starts: StartAutoTopUpService,
    private readonly lists: ListAutoTopUpsService,
    private readonly changes: ChangeAutoTopUpService,
    private readonly cards: RemoveSavedCardService,
  ) {}

  @Get()
  @RateLimit({ perIp: 60 })
  async list(@CurrentCustomerId() customerId: string): Promise<AutoTopUpListResponse> {
    const { schedules, card } = await this.lists.list(customerId);
    return {
      autoTopUps: schedules.map((v) => AutoTopUpResponse.of(v.schedule, v.nextAmountCents)),
      card: SavedCardResponse.of(card),
    };
  }

  /** The first payment: answers Stripe Checkout's page, which saves the card. */
  @Post()
  @HttpCode(200)
  @RateLimit({ perIp: 10 })
  @ApiOkResponse({ type: StartAutoTopUpResponse })
  start(
    @CurrentCustomerId() customerId: string,
    @Body() body: StartAutoTopUpRequest,
  ): Promise<StartAutoTopUpResponse> {
    return this.starts.start(customerId, body);
  }

  @Patch(':id')
  @RateLimit({ perIp: 30 })
  @ApiNotFoundResponse({ description: 'Automatic top-up not found' })
  async change(
    @CurrentCustomerId() customerId: string,
    @Param() params: AutoTopUpIdParams,
    @Body() body: ChangeAutoTopUpRequest,
  ): Promise<AutoTopUpResponse> {
    const asked: CustomerChange =
      body.action === 'interval'
        ? { kind: 'interval', intervalDays: body.intervalDays! }
        : { kind: body.action };
    return AutoTopUpResponse.of(await this.changes.change(customerId, params.id, asked));
  }

  /** Removes the saved card (detached at Stripe); running schedules pause. */
  @Delete('card')
  @RateLimit({ perIp: 10 })
  async removeCard(@CurrentCustomerId() customerId: string): Promise<{ message: string }> {
    await this.cards.remove(customerId);
    return { message: 'Card removed' };
  }
}
