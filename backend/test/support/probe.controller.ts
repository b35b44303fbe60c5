import { Body, Controller, Post } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import { CsrfExempt } from '@shared/http/csrf-exempt.decorator';
import { RequireBotCheck } from '@shared/http/bot-check.guard';
import { RateLimit } from '@shared/http/rate-limit.decorator';

class ProbeRequest {
  @MaxLength(300_000)
  @IsString({ message: 'This field is required' })
  name: string;
}

/** Test-only routes that wear each cross-cutting piece, as later features will. */
@Controller('api/test-probe')
export class ProbeController {
  @Post('echo')
  echo(@Body() body: ProbeRequest) {
    return { name: body.name };
  }

  @Post('webhook')
  @CsrfExempt()
  webhook() {
    return { received: true };
  }

  @Post('form')
  @RequireBotCheck()
  form(@Body() body: ProbeRequest) {
    return { name: body.name };
  }

  @Post('limited')
  @RateLimit({ perIp: 3 })
  limited() {
    return { ok: true };
  }

  @Post('boom')
  boom() {
    throw new Error('unexpected');
  }
}
