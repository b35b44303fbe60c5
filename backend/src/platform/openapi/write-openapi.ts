// `npm run openapi`: writes the OpenAPI document of the built API to docs/api/openapi.json
// without a database or Redis (Nest's preview mode builds the module graph and instantiates
// nothing), so the frontends can generate their API types from it.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { ApiModule } from '../../api.module';
import { buildOpenApiDocument } from '../web/openapi';

async function main(): Promise<void> {
  const out = process.argv[2] ?? join(__dirname, '../../../../docs/api/openapi.json');
  const app = await NestFactory.create(ApiModule, new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  const document = buildOpenApiDocument(app);
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI document written to ${out}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
