import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentCustomerId, CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { OrderHistoryQuery } from '../infra/order-history.read-model';
import { RangeRequest } from './dto/range.request';

@ApiTags('orders')
@Controller('api/user')
@CustomerOnly()
export class HistoryController {
  constructor(private readonly history: OrderHistoryQuery) {}

  /** The customer's top-ups with their status, newest first. */
  @Post('getAllTransactionUser')
  @HttpCode(200)
  topUps(@CurrentCustomerId() customerId: string, @Body() body: RangeRequest) {
    return this.history.topUps(customerId, body.start, body.end);
  }

  /** The customer's international calls (made in the Android app), newest first. */
  @Post('getAllCallTransactionUser')
  @HttpCode(200)
  calls(@CurrentCustomerId() customerId: string, @Body() body: RangeRequest) {
    return this.history.calls(customerId, body.start, body.end);
  }
}
