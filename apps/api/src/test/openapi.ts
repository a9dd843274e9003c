import type { TestApp } from './helpers.js';

/** The parts of a JSON schema the OpenAPI document uses (from zod, through fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  /** 'POST /api/jobs/{id}/proposals' */
  key: string;
  method: string;
  path: string;
  guarded: boolean;
  params: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema, when the document gives one. */
  body?: JsonSchema;
  /** Takes multipart/form-data (as the document says, or as the route reads it). */
  multipart: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        consumes?: string[];
        parameters?: Operation['params'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the app's OpenAPI document (GET /api/docs/json), as 'METHOD /path' with its inputs. */
export async function openApiDocument(t: TestApp): Promise<Operation[]> {
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as Document;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        guarded: Boolean(op.security?.length),
        params: op.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: Boolean(content['multipart/form-data']) || Boolean(op.consumes?.includes('multipart/form-data')),
      });
    }
  }
  return operations;
}

export async function openApiOperations(t: TestApp): Promise<string[]> {
  return (await openApiDocument(t)).map((op) => op.key);
}
