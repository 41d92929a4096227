import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { App } from './app-instance';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contracts' zod schemas; /docs serves it with Swagger UI. */
export const registerOpenApi = async (app: App, { productName }: { productName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${productName} API`,
        description:
          'Every response is the envelope { data, meta: { code, desc, timestamp } }; meta.code 1 is success. ' +
          'Client calls send the SPEC section 7 headers; authenticated calls add token and userId.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
};
