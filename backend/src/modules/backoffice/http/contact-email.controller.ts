import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, MasterOnly } from '@modules/identity/http/guards/admin.guard';
import type { AdminActor } from '../domain/admin-actor';
import { ChangeContactEmailService } from '../services/change-contact-email.service';
import { ReadContactEmailService } from '../services/read-contact-email.service';
import { ContactEmailRequest } from './dto/contact-email.request';
import { ContactEmailResponse } from './dto/contact-email.response';

/** Master admin: Change Contact email (where contact messages go). */
@ApiTags('back office: settings')
@Controller('api/admin')
@MasterOnly()
export class ContactEmailController {
  constructor(
    private readonly reads: ReadContactEmailService,
    private readonly changes: ChangeContactEmailService,
  ) {}

  @Get('contactEmail')
  @ApiOkResponse({ type: ContactEmailResponse })
  async get(): Promise<ContactEmailResponse> {
    return { email: await this.reads.current() };
  }

  @Put('contactEmail')
  @ApiOkResponse({ type: ContactEmailResponse })
  async put(
    @CurrentAdmin() admin: AdminActor,
    @Body() body: ContactEmailRequest,
  ): Promise<ContactEmailResponse> {
    return { email: await this.changes.change(admin, body.email) };
  }
}
