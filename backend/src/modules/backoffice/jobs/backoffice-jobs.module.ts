import { Module } from '@nestjs/common';
import { BackofficeModule } from '../backoffice.module';
import { ProviderBalanceCheckProcessor } from './provider-balance-check.processor';

/** Worker only: the DT One balance watch. */
@Module({ imports: [BackofficeModule], providers: [ProviderBalanceCheckProcessor] })
export class BackofficeJobsModule {}
