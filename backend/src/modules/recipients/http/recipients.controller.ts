import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCustomerId, CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { CheckNumberService } from '../services/check-number.service';
import { DeleteRecipientService } from '../services/delete-recipient.service';
import { ListRecipientsService } from '../services/list-recipients.service';
import { RenameRecipientService } from '../services/rename-recipient.service';
import { SaveRecipientService } from '../services/save-recipient.service';
import { CheckNumberRequest } from './dto/check-number.request';
import {
  KnownNumberResponse,
  RecipientDeletedResponse,
  RecipientListResponse,
  RecipientResponse,
} from './dto/recipient.response';
import { RecipientIdParams } from './dto/recipient-id.params';
import { RenameRecipientRequest } from './dto/rename-recipient.request';
import { SaveRecipientRequest } from './dto/save-recipient.request';

/**
 * The customer's saved recipients (docs/specification.md#recipient-calls), under
 * /api/user like the other calls about the customer's own data; only the caller's own book.
 */
@ApiTags('recipients')
@Controller('api/user/recipients')
@CustomerOnly()
export class RecipientsController {
  constructor(
    private readonly lists: ListRecipientsService,
    private readonly saves: SaveRecipientService,
    private readonly renames: RenameRecipientService,
    private readonly deletes: DeleteRecipientService,
    private readonly checks: CheckNumberService,
  ) {}

  @Get()
  async list(@CurrentCustomerId() customerId: string): Promise<RecipientListResponse> {
    return { recipients: (await this.lists.list(customerId)).map(RecipientResponse.of) };
  }

  @Post()
  @RateLimit({ perIp: 30 })
  async save(
    @CurrentCustomerId() customerId: string,
    @Body() body: SaveRecipientRequest,
  ): Promise<RecipientResponse> {
    return RecipientResponse.of(await this.saves.save(customerId, body));
  }

  /**
   * Whether /Payment asks to confirm the number: reveals which numbers the customer paid for, so
   * limited like the other reads of that kind.
   */
  @Post('check-number')
  @HttpCode(200)
  @RateLimit({ perIp: 60 })
  check(
    @CurrentCustomerId() customerId: string,
    @Body() body: CheckNumberRequest,
  ): Promise<KnownNumberResponse> {
    return this.checks.check(customerId, body.telenumber);
  }

  @Patch(':id')
  @RateLimit({ perIp: 30 })
  @ApiNotFoundResponse({ description: 'Recipient not found' })
  async rename(
    @CurrentCustomerId() customerId: string,
    @Param() params: RecipientIdParams,
    @Body() body: RenameRecipientRequest,
  ): Promise<RecipientResponse> {
    return RecipientResponse.of(await this.renames.rename(customerId, params.id, body.name));
  }

  @Delete(':id')
  @RateLimit({ perIp: 30 })
  @ApiNotFoundResponse({ description: 'Recipient not found' })
  async delete(
    @CurrentCustomerId() customerId: string,
    @Param() params: RecipientIdParams,
  ): Promise<RecipientDeletedResponse> {
    await this.deletes.delete(customerId, params.id);
    return { message: 'Recipient deleted' };
  }
}
