import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { CurrentCustomerId, CustomerOnly } from '@modules/identity/http/guards/customer.guard';
import { DownloadReceiptService } from '../services/download-receipt.service';
import { FollowOrderParams } from './dto/follow-order.params';

@ApiTags('orders')
@Controller('api/user')
@CustomerOnly()
export class ReceiptController {
  constructor(private readonly receipts: DownloadReceiptService) {}

  /** One of my top-ups' receipt as PDF (the history's "Receipt" link). */
  @Get('topups/:orderId/receipt.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The receipt (application/pdf, an attachment)' })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiParam({
    name: 'orderId',
    type: String,
    format: 'uuid',
    description: 'The order (Transaction ID)',
  })
  // Each one renders a document: a customer downloads a few, a script is slowed down.
  @RateLimit({ perIp: 20 })
  async receipt(@CurrentCustomerId() customerId: string, @Param() params: FollowOrderParams) {
    const { fileName, pdf } = await this.receipts.receipt(params.orderId, customerId);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${fileName}"`,
      length: pdf.length,
    });
  }
}
