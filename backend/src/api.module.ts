import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { coreImports } from './app.module';
import { DatabaseModule } from '@database/database.module';
import { CsrfGuard } from '@modules/identity/http/guards/csrf.guard';
import { FirstMasterAdmin } from '@platform/bootstrap/first-master-admin';
import { HealthModule } from '@platform/health/health.module';
import { MetricsModule } from '@platform/metrics/metrics.module';

/** The API process: HTTP controllers, CSRF on every mutating route, the first master admin. */
@Module({
  imports: [...coreImports, DatabaseModule.forRoot({ migrate: true }), HealthModule, MetricsModule],
  providers: [{ provide: APP_GUARD, useExisting: CsrfGuard }, FirstMasterAdmin],
})
export class ApiModule {}
