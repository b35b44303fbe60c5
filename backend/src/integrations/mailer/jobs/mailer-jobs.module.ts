import { Module } from '@nestjs/common';
import { SendMailProcessor } from './send-mail.processor';

/** Worker only: delivers queued mail. */
@Module({ providers: [SendMailProcessor] })
export class MailerJobsModule {}
