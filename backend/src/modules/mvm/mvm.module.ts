import { Module } from '@nestjs/common';

/** Course and project payments (Mvm). */
@Module({})
export class MvmModule {}
