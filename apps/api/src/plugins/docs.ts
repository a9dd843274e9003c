import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZErrorResponse } from '@labora/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas the document names once under components.schemas and refers to: the error body, answered by every route
 * for several statuses, was inlined ~500 times (three quarters of the document and of a generated client).
 */
const documentSchemas = z.registry<{ id: string }>();
documentSchemas.add(ZErrorResponse, { id: 'ErrorResponse' });
const toComponents = createJsonSchemaTransformObject({ schemaRegistry: documentSchemas });

type Document = ReturnType<typeof toComponents>;

/** The transform names an input and an output variant of each schema; only those some operation refers to stay. */
function withoutUnusedSchemas(document: Document): Document {
  const schemas: Record<string, unknown> | undefined =
    'components' in document ? document.components?.schemas : undefined;
  const paths = JSON.stringify(document.paths);
  for (const id of Object.keys(schemas ?? {})) {
    if (!paths.includes(`"#/components/schemas/${id}"`)) delete schemas?.[id];
  }
  return document;
}

/**
 * The OpenAPI document, generated from the same zod schemas that validate requests, at /api/docs. Every route names
 * its `operationId` and `security` in its schema (docs/api.md); openapi.test.ts lints the whole document.
 */
export default fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Labora API',
        description: 'API do marketplace de freelancers Labora.',
        version: '1.0.0',
        contact: { name: 'Suporte Labora', email: 'suporte@labora.com.br', url: publicUrl },
        // The API is Labora's own service, used under its terms of use, not an open-source licence.
        license: { name: 'Termos de uso da Labora', url: `${publicUrl}/terms` },
      },
      // Paths already start with /api: the server is the site itself.
      servers: [{ url: publicUrl, description: 'Labora' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: documentSchemas }),
    transformObject: (document) => withoutUnusedSchemas(toComponents(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
