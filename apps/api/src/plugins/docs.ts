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
const toJsonSchemas = createJsonSchemaTransform({ schemaRegistry: documentSchemas });

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
 * The body of a route that reads it itself (JSON, or multipart with files: lib/multipart-upload.ts,
 * lib/single-upload.ts), for the document only: it becomes the operation's requestBody, and Fastify never sees it,
 * so the route's validation and answers stay as they are. openapi.test.ts fails on a POST, PUT or PATCH without a
 * requestBody unless it is one of the operations known to take none.
 */
export interface DocumentedBody {
  /** The body as application/json, when the route takes one. */
  json?: z.ZodType;
  /** The body as multipart/form-data: its JSON fields (object parts, which OpenAPI sends as JSON) and its files. */
  multipart?: {
    fields?: Record<string, { schema: z.ZodType; required: boolean; description: string }>;
    files: Record<string, { required: boolean; description: string; maxCount?: number }>;
  };
}

declare module 'fastify' {
  interface FastifySchema {
    /** See DocumentedBody; for routes without `body`. */
    documentedBody?: DocumentedBody;
  }
}

type JsonSchema = Record<string, unknown>;
type Transform = typeof toJsonSchemas;

/** The zod transform, with a route's `documentedBody` as its requestBody (a schema per media type). */
const transform: Transform = (input) => {
  if (!input.schema?.documentedBody) return toJsonSchemas(input);
  const { documentedBody, ...schema } = input.schema;
  const transformed = toJsonSchemas({ ...input, schema });
  // The same transform for a body alone, so its schemas meet the same registry as the routes' own.
  const toJson = (body: z.ZodType) =>
    (toJsonSchemas({ ...input, schema: { body } }).schema as { body: JsonSchema }).body;
  const content: Record<string, { schema: JsonSchema }> = {};
  if (documentedBody.json) content['application/json'] = { schema: toJson(documentedBody.json) };
  if (documentedBody.multipart) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(documentedBody.multipart.fields ?? {})) {
      properties[name] = { ...toJson(field.schema), description: field.description };
      if (field.required) required.push(name);
    }
    for (const [name, file] of Object.entries(documentedBody.multipart.files)) {
      const binary = { type: 'string', format: 'binary' };
      properties[name] = file.maxCount
        ? { type: 'array', items: binary, maxItems: file.maxCount, description: file.description }
        : { ...binary, description: file.description };
      if (file.required) required.push(name);
    }
    content['multipart/form-data'] = {
      schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    };
  }
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
};

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
    transform,
    transformObject: (document) => withoutUnusedSchemas(toComponents(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
