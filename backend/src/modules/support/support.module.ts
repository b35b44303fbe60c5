import { Module } from '@nestjs/common';

/** Contact messages and credit requests. */
@Module({})
export class SupportModule {}
