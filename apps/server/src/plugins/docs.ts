import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod contracts. The document is always built (`app.swagger()`, for
 * tests and tools); the UI at /docs and the document at /docs/json are served only when `serve`
 * is set (DOCS_ENABLED: off in production unless the operator turns it on).
 */
async function docs(app: FastifyInstance, opts: { serve: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lotto platform API',
        description:
          'Every answer is an envelope: `{ success: true, value }` or `{ success: false, code, errorCode, message }` where `code` is a stable translation key. Send the brand in the `Merchant` header (or call the brand host), the session token in `Authorization`, and the language code in `Language`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (!opts.serve) return;
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

/** Where the API reference is served. */
export const DOCS_PREFIX = '/docs';

export const docsPlugin = fp(docs, { name: 'docs' });
