import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';

@Module({})
export class DatabaseModule {
  /** The API migrates on boot; the worker only connects (it starts beside or after the API). */
  static forRoot(options: { migrate: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => dataSourceOptions(config.env.DATABASE_URL),
          dataSourceFactory: async (opts) => {
            const dataSource = await new DataSource(opts!).initialize();
            if (options.migrate) await runMigrations(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}
