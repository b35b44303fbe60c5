import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { coreImports } from './app.module';
import { DatabaseModule } from './database/database.module';
import { CsrfGuard } from './modules/identity/http/guards/csrf.guard';
import { HealthModule } from './platform/health/health.module';
import { MetricsModule } from './platform/metrics/metrics.module';

/** The API process: HTTP controllers and CSRF on every mutating route. */
@Module({
  imports: [...coreImports, DatabaseModule.forRoot({ migrate: true }), HealthModule, MetricsModule],
  providers: [{ provide: APP_GUARD, useExisting: CsrfGuard }],
})
export class ApiModule {}
