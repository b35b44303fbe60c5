import { Module } from '@nestjs/common';
import { AutoTopUpModule } from '../autotopup.module';
import { RunAutoTopUpsProcessor } from './run-auto-top-ups.processor';

/** Worker only: the automatic top-ups' run job. */
@Module({
  imports: [AutoTopUpModule],
  providers: [RunAutoTopUpsProcessor],
})
export class AutoTopUpJobsModule {}
