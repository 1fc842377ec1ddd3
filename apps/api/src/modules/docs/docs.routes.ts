import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { CallDefinition } from '../../lib/call.js';
import { REALTIME_SUMMARY, realtimeDescription } from '../../lib/realtime/realtime-socket.js';
import { pathParameters } from '../../plugins/call-pipeline.plugin.js';

const ENVELOPE = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'boolean' },
    message: { type: 'string' },
    data: {},
    total: { type: 'integer' },
    code: { type: 'string', description: 'machine-readable error code on failures, e.g. NOT_LOGGED_IN' },
    details: { type: 'object' },
  },
};

/** The OpenAPI document, generated from the same zod schemas that validate each call. */
export function openApiDocument(calls: CallDefinition[], config: AppConfig) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const json = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, Record<string, unknown>>;
      required?: string[];
    };
    const inPath = pathParameters(call.name);
    const properties = Object.fromEntries(
      Object.entries(json.properties ?? {}).filter(([name]) => !inPath.includes(name)),
    );
    const pathParams = inPath.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: json.properties?.[name] ?? { type: 'string' },
    }));
    const operation: Record<string, unknown> = {
      operationId: call.name,
      summary: call.summary,
      tags: [call.tag],
      ...(call.deprecated ? { deprecated: true } : {}),
      security: call.access === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
      description:
        typeof call.permission === 'string'
          ? `Access: admin, with the operator permission \`${call.permission}\`.`
          : call.permission
            ? `Access: admin, with any of the operator permissions ${call.permission.map((p) => `\`${p}\``).join(', ')}.`
            : `Access: ${call.access}.`,
      responses: {
        200: { description: 'Success envelope', content: { 'application/json': { schema: ENVELOPE } } },
        400: { description: 'VALIDATION_FAILED', content: { 'application/json': { schema: ENVELOPE } } },
      },
    };
    if (call.method === 'GET') {
      operation.parameters = [
        ...pathParams,
        ...Object.entries(properties).map(([name, schema]) => ({
          name,
          in: 'query',
          required: json.required?.includes(name) ?? false,
          schema,
        })),
      ];
    } else {
      if (pathParams.length > 0) operation.parameters = pathParams;
      const required = (json.required ?? []).filter((name) => !inPath.includes(name));
      const body = { type: 'object', properties, required };
      operation.requestBody = {
        content: {
          'multipart/form-data': { schema: body },
          'application/x-www-form-urlencoded': { schema: body },
          'application/json': { schema: body },
        },
      };
    }
    const path = `/api/${call.name.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...(paths[path] ?? {}), [call.method.toLowerCase()]: operation };
  }
  // The realtime socket is not a call of the list: described by hand (OpenAPI has no WebSocket).
  paths['/api/realtime'] = {
    get: {
      operationId: 'realtime',
      summary: REALTIME_SUMMARY,
      tags: ['Realtime'],
      security: [{ cookie: [] }, { bearer: [] }, {}],
      description: realtimeDescription(),
      responses: { 101: { description: 'Switching Protocols: the WebSocket is open' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Domus API', version: '1.0.0', description: 'The Domus API contract (v1).' },
    servers: [{ url: config.publicUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'domus_session' },
      },
    },
    paths,
  };
}

export async function registerDocs(
  app: FastifyInstance,
  calls: CallDefinition[],
  config: AppConfig,
): Promise<void> {
  const document = openApiDocument(calls, config);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
