import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { offersOpenApi } from '@modules/catalog/http/offers.route';

/** The OpenAPI document of the API: served at /api/docs, and the frontends' API types. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('SelamTopup API')
      .setDescription(
        'Mobile airtime top-ups. Mutating calls need the x-csrf-token header from GET /api/user/token.',
      )
      .setVersion('1')
      .addCookieAuth('sid')
      .addCookieAuth('asid')
      .build(),
  );
  Object.assign(document.paths, offersOpenApi);
  return document;
}
