import 'reflect-metadata';
import { AppConfig } from '@config/app-config';
import { ApiModule } from './api.module';
import { createApiApp } from '@platform/web/http-app';
import { startIdleCollector } from '@platform/memory/idle-collector';

async function bootstrap(): Promise<void> {
  const app = await createApiApp(ApiModule);
  const { PORT, HOST } = app.get(AppConfig).env;
  await app.listen(PORT, HOST);
  startIdleCollector();
}

void bootstrap();
