import { Controller, Param, Sse, type MessageEvent } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { map, type Observable } from 'rxjs';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { CurrentCustomerId, CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { FollowOrderProgressService } from '../services/follow-order-progress.service';
import { RevealOrderPinService } from '../services/reveal-order-pin.service';
import { FollowOrderParams } from './dto/follow-order.params';
import { OrderProgressResponse } from './dto/order-progress.response';
import { withHeartbeat } from './sse-heartbeat';

/** How long an EventSource waits before it reconnects (after a drop or the stream's time limit). */
const RECONNECT_MS = 2000;

@ApiTags('orders')
@Controller('api/orders')
@CustomerOnly()
export class OrderProgressController {
  constructor(
    private readonly follows: FollowOrderProgressService,
    private readonly pins: RevealOrderPinService,
  ) {}

  /**
   * The success page follows its order live: Server-Sent Events, `event: progress` with the
   * order's progress now and at each state change (within moments, from any process), a comment
   * every 15 s, and the end once the order is final. Only the customer's own order.
   */
  @Sse(':orderId/progress')
  @ApiOperation({ summary: 'Follow one of my orders live (text/event-stream)' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    type: OrderProgressResponse,
    description: 'A stream of `progress` events whose data is the order progress',
  })
  @ApiParam({
    name: 'orderId',
    type: String,
    format: 'uuid',
    description: 'The orderId of the progress answer',
  })
  @ApiNotFoundResponse({ description: 'Order not found' })
  // Reconnects included: an EventSource that reconnects in a loop is slowed down, not served.
  @RateLimit({ perIp: 30 })
  async progress(
    @CurrentCustomerId() customerId: string,
    @Param() params: FollowOrderParams,
  ): Promise<Observable<MessageEvent>> {
    const orders = await this.follows.follow(params.orderId, customerId);
    return withHeartbeat(
      orders.pipe(
        map((order) => ({
          type: 'progress',
          retry: RECONNECT_MS,
          data: OrderProgressResponse.of(order, this.pins.forCustomer(order, customerId)),
        })),
      ),
    );
  }
}
