import { Module } from '@nestjs/common';

/** Settings (configWeb, contact e-mail), CSV export, dashboard figures. */
@Module({})
export class BackofficeModule {}
