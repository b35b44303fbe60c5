import {
  Controller,
  Get,
  Header,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Query,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { DevMailOrmEntity } from '../infra/dev-mail.orm-entity';
import { renderMailbox, renderMessage } from './dev-mailbox.html';

/** The dev mailbox: mail kept instead of sent. Gone (404) in production. */
@ApiExcludeController()
@SkipThrottle()
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(
    @InjectRepository(DevMailOrmEntity) private readonly mails: Repository<DevMailOrmEntity>,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(): Promise<string> {
    return renderMailbox(await this.latest());
  }

  /** JSON for tests and tools: newest first, optionally only one recipient's mail. */
  @Get('messages')
  messages(@Query('to') to?: string): Promise<DevMailOrmEntity[]> {
    return this.latest(to);
  }

  @Get('messages/:id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async message(@Param('id', ParseUUIDPipe) id: string): Promise<string> {
    this.assertEnabled();
    const mail = await this.mails.findOneBy({ id });
    if (!mail) throw new NotFoundException('Mail not found');
    return renderMessage(mail);
  }

  private latest(to?: string): Promise<DevMailOrmEntity[]> {
    this.assertEnabled();
    return this.mails.find({
      where: to ? { to: to.toLowerCase() } : {},
      order: { createdAt: 'DESC' },
      take: 100,
    });
  }

  private assertEnabled(): void {
    if (this.config.isProduction) throw new NotFoundException();
  }
}
