import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../sessions/sessions.js';
import type { Credential } from './types.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Where the description lives: the reference page and the JSON beside it (a stable URL for tools). */
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = '/api/docs/openapi.json';

/** The half-done sign-in's cookie (two-factor module); named here because the platform imports no module. */
const PENDING_SIGN_IN_COOKIE = 'intranet_two_factor';

const DESCRIPTION = `The HTTP API of the intranet: the same routes the web app uses.

- Unsafe methods must send an Origin header equal to PUBLIC_URL (CSRF defence).
- Every error answers \`{ "error": { "code", "message", "fields"? } }\`; \`fields\` maps an input field to
  translation keys (400 for malformed input, 422 for input the rules refuse).
- What a member may not see answers 404, never 403.
- The chat runs over one WebSocket: see the [chat socket protocol](/api/docs/chat-protocol.md)
  (\`docs/chat-protocol.md\` in the source), reached with the chat token of \`POST /api/v1/chat_token\`.`;

const SECURITY_SCHEMES: Record<Credential, Record<string, string>> = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by signing in.',
  },
  pendingSignIn: {
    type: 'apiKey',
    in: 'cookie',
    name: PENDING_SIGN_IN_COOKIE,
    description: 'A sign-in waiting for its second factor (setting up a factor during sign-in).',
  },
  feedToken: {
    type: 'apiKey',
    in: 'query',
    name: 'auth_token',
    description:
      "The member's calendar feed token (POST /api/v1/members/me/authentication_token); revoking it stops every feed.",
  },
  chatToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: 'A short-lived chat token (POST /api/v1/chat_token) for the chat WebSocket.',
  },
  scimToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A provisioning token (POST /administration/scim_tokens) for the SCIM 2.0 endpoints under /scim/v2.',
  },
};

const errorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};

const ERROR_RESPONSES = {
  BadRequest: 'The input is malformed (wrong type, too long, unknown value).',
  Unauthorized: 'Not signed in, or the token is unknown or revoked.',
  NotFound: 'Unknown, or not visible to the caller.',
  Unprocessable: 'The input breaks a rule; `fields` names the fields.',
  TooManyRequests: 'The rate budget of the route is spent; retry after the Retry-After header.',
} as const;

const errorResponse = (name: keyof typeof ERROR_RESPONSES) => ({
  description: ERROR_RESPONSES[name],
  ...errorBody,
});

const VERBS: Record<string, string> = {
  get: 'Read',
  post: 'Create or run',
  put: 'Replace',
  patch: 'Change',
  delete: 'Delete',
};

/** Path segments without parameters, in words: `/api/v1/invites/{id}/accept` → `invites accept`. */
function pathWords(url: string): string[] {
  return url
    .split('/')
    .filter((part) => part && !part.startsWith(':') && !part.startsWith('{'))
    .filter((part, index) => !(index === 0 && part === 'api') && !/^v\d+$/.test(part))
    .map((part) => part.replace(/:\w+/g, ''))
    .filter(Boolean);
}

/** A unique, stable operationId from method and path: `GET /appointments/:id.ics` → `getAppointmentsByIdIcs`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((part) => part.split(/(?=:)|\./))
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

const summaryOf = (method: string, url: string) =>
  `${VERBS[method.toLowerCase()] ?? method} ${pathWords(url).join(' › ') || 'root'}`;

const has2xx = (response: Record<string, unknown> | undefined) =>
  Object.keys(response ?? {}).some((status) => status.startsWith('2'));

/**
 * The OpenAPI document of every route, generated from the same zod schemas that validate requests.
 * Every operation gets, derived from the route itself rather than written per route: an operationId
 * from method and path, its module as tag, a summary, the error responses it can give (400 with
 * input, 401 unless public, 404 with path parameters, 422 with a body, 429 with a rate budget), its
 * security (the session, or what a public route checks itself: `config.credentials`), and 204 for
 * DELETE routes that declare no body. `x-auth` names the route's auth rule and `x-rate-limit` its
 * budget (see rate-limits.ts). Register before the routes: the plugin collects them as they are added.
 */
export async function installOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, which the zod schemas (named ones included) become.
      openapi: '3.1.0',
      info: { title: 'Intranet API', version: '1', description: DESCRIPTION },
      components: { securitySchemes: SECURITY_SCHEMES as never },
    },
    transform: (input: TransformInput) => {
      const { schema, url } = jsonSchemaTransform(input);
      const config = input.route.config ?? {};
      const auth = config.auth ?? 'public';
      const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
      const response = { ...((schema?.response as Record<string, unknown> | undefined) ?? {}) };
      const lower = method.toLowerCase();
      if (lower === 'delete' && !has2xx(response))
        response['204'] = { description: 'Deleted.', type: 'null' };
      const hasInput = Boolean(
        input.route.schema?.params || input.route.schema?.querystring || input.route.schema?.body,
      );
      const credentials: readonly Credential[] = auth === 'public' ? (config.credentials ?? []) : ['session'];
      if (hasInput) response['400'] = errorResponse('BadRequest');
      if (credentials.length > 0) response['401'] = errorResponse('Unauthorized');
      if (/:\w/.test(input.route.url) || auth !== 'public') response['404'] = errorResponse('NotFound');
      if (input.route.schema?.body) response['422'] = errorResponse('Unprocessable');
      if (config.rate) response['429'] = errorResponse('TooManyRequests');
      const described: FastifySchema & Record<string, unknown> = {
        ...schema,
        response,
        operationId: operationIdOf(method, input.route.url),
        summary: (schema as { summary?: string } | undefined)?.summary ?? summaryOf(method, input.route.url),
        tags: [config.module ?? 'platform'],
        'x-auth': auth,
      };
      if (credentials.length > 0) described.security = credentials.map((name) => ({ [name]: [] }));
      if (config.rate) described['x-rate-limit'] = config.rate;
      return { schema: described, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
}
