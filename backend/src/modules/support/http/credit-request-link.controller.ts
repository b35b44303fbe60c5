import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@shared/domain/domain-error';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { SupportErrors } from '../domain/support.errors';
import { OpenCreditRequestLinkService } from '../services/open-credit-request-link.service';
import { CreditRequestLinkParams } from './dto/credit-request-link.params';
import { CreditRequestLinkResponse } from './dto/credit-request-link.response';

@ApiTags('support')
@Controller('api/creditRequest')
export class CreditRequestLinkController {
  constructor(private readonly links: OpenCreditRequestLinkService) {}

  /**
   * The number a credit request's link fills in on the home form (docs/specification.md#request-link).
   * Anyone holding the link may read it (the requestee may have no account); it reveals a
   * number, so it is rate-limited per IP, and unknown and expired tokens answer the same 404.
   */
  @Get('link/:token')
  @RateLimit({ perIp: 10, perIpPerHour: 30 })
  @ApiOkResponse({ type: CreditRequestLinkResponse })
  @ApiNotFoundResponse({ description: 'This top-up request link has expired or is not valid' })
  async open(@Param() params: CreditRequestLinkParams): Promise<CreditRequestLinkResponse> {
    const opened = await this.links.open(params.token);
    if (!opened) throw new DomainError(SupportErrors.REQUEST_LINK_UNKNOWN);
    return { phoneNumber: opened.phoneNumber };
  }
}
