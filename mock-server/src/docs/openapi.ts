import type { AnyEndpoint, AreaName } from '@ws/contracts';
import { listEndpoints } from '@ws/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: JsonSchema; example?: unknown }>;
  };
  responses: Record<
    string,
    { description: string; content: Record<string, { schema: JsonSchema }> }
  >;
  'x-extension': boolean;
  'x-envelope': boolean;
  'x-example'?: unknown;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown> };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad request: the field at fault is named',
  401: 'Unauthorized: missing, expired or forged token',
  403: 'Forbidden: the policy does not cover the brand',
  404: 'Not found',
  503: 'Service unavailable (also what the simulator answers for injected faults)',
};

const BODY_TYPES = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  raw: 'application/octet-stream',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parameters(entry: AnyEndpoint, where: 'path' | 'query'): OpenApiParameter[] {
  const schema = jsonSchema(where === 'path' ? entry.params : entry.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const examples = (where === 'path' ? entry.example?.params : entry.example?.query) ?? {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(name in examples ? { example: examples[name] } : {}),
  }));
}

function requestBody(entry: AnyEndpoint): OpenApiOperation['requestBody'] {
  const schema = jsonSchema(entry.body, 'input');
  const optional = entry.body.safeParse(undefined).success;
  if (optional && Object.keys(schema).length === 0) return undefined;
  const example = entry.example?.body;
  return {
    required: !optional,
    content: {
      [BODY_TYPES[entry.bodyKind]]: { schema, ...(example === undefined ? {} : { example }) },
    },
  };
}

function operation(id: string, area: string, entry: AnyEndpoint): OpenApiOperation {
  const body = requestBody(entry);
  return {
    operationId: id,
    summary: entry.summary,
    tags: [area],
    security: entry.auth === 'bearer' ? [{ bearer: [] }] : [],
    parameters: [...parameters(entry, 'path'), ...parameters(entry, 'query')],
    ...(body ? { requestBody: body } : {}),
    responses: Object.fromEntries(
      Object.entries(entry.responses).map(([status, schema]) => [
        status,
        {
          description: STATUS_TEXT[Number(status)] ?? `Status ${status}`,
          content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
        },
      ]),
    ),
    'x-extension': entry.extension,
    'x-envelope': entry.envelope,
    ...(entry.example ? { 'x-example': entry.example } : {}),
  };
}

export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI 3.1 document of the endpoint table; calls spec §7 does not list carry `x-extension: true`. */
export function buildOpenApi(serverUrl = 'http://localhost:4010'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const { id, entry } of listEndpoints()) {
    const area = id.split('.')[0] as AreaName;
    tags.add(area);
    const path = toOpenApiPath(entry.path);
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operation(id, area, entry) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Harbor Workforce mock API',
      version: '1.0.0',
      description:
        'Generated from the endpoint table in @ws/contracts. Successful answers are wrapped in { data, status_code } ' +
        'unless x-envelope is false. Operations marked x-extension are calls the screens need that spec §7 does not list.',
    },
    servers: [{ url: serverUrl }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
