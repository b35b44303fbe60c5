import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RateLimit } from '@shared/http/rate-limit.decorator';
import { LookupView, MobileLookupService } from '../services/mobile-lookup.service';
import { MobileLookupRequest } from './dto/mobile-lookup.request';

@ApiTags('catalog')
@Controller('api/dtone')
export class MobileLookupController {
  constructor(private readonly lookups: MobileLookupService) {}

  /** Which operators serve a number; Go to Payment stops when it is not the chosen one. */
  @Post('mobilelookup')
  @HttpCode(200)
  @RateLimit({ perIp: 30 })
  lookup(@Body() body: MobileLookupRequest): Promise<LookupView> {
    return this.lookups.lookUp(body.phoneNumber);
  }
}
