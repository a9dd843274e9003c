import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * A nullable value comes out of zod as `anyOf: [X, { type: 'null' }]`; fast-json-stringify writes
 * `type: [X's type, 'null']` directly, where an anyOf would be checked per value.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    out[key] =
      key === 'properties' || key === '$defs' || key === 'definitions'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, child]) => [name, simplify(child)]))
        : simplify(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !other.anyOf) {
      const { anyOf: _, ...rest } = out;
      // An enum keeps null among its values: inside a union the value is checked against it.
      const values = Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {};
      return { ...rest, ...other, ...values, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema a zod response schema describes, as it leaves the server (zod's `output` side). */
function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' })) as JsonSchema;
}

/**
 * Serialises responses with fast-json-stringify, compiled once per route from its zod response schema:
 * only the properties the schema names are written, so the schemas stay the filter of what leaves the
 * server, without zod re-validating every response on the way out. A schema JSON Schema cannot describe
 * (a transform) keeps zod's serialiser.
 */
/** Routes whose response schema kept zod's serialiser ("GET /api/x 200"), for the tests to keep empty. */
export const zodSerializedResponses: string[] = [];

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let json: JsonSchema;
  try {
    json = responseJsonSchema(route.schema);
  } catch {
    zodSerializedResponses.push(`${route.method} ${route.url} ${route.httpStatus}`);
    return zodSerializerCompiler(route as never);
  }
  return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
};
