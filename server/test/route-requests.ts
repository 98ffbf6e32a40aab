import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { isMessageKey } from '../../contract/field-errors.js';
import type { RegisteredRoute } from '../platform/http/types.js';
import { newId } from '../platform/ids.js';
import { TEST_ORIGIN } from './app.js';
import { type FieldPath, type Leaf, leavesOf, sampleOf, toJsonSchema, withLeaf } from './schema-inputs.js';

/**
 * Requests built from a route's registered schemas (see schema-inputs.ts): tests that walk
 * `app.routeRegistry` send each route inputs it accepts with one field changed.
 */
export type Part = 'params' | 'querystring' | 'body';
export type RouteInputs = { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown };
export type RouteLeaf = Leaf & { part: Part };

/** Minimal inputs a route's schemas accept: the baseline a test changes one field of. */
export function baselineInputs(route: RegisteredRoute): RouteInputs {
  const params = toJsonSchema(route.schema.params);
  const query = toJsonSchema(route.schema.querystring);
  const body = toJsonSchema(route.schema.body);
  return {
    params: (params ? sampleOf(params) : {}) as Record<string, unknown>,
    query: (query ? sampleOf(query) : {}) as Record<string, unknown>,
    body: body ? sampleOf(body) : undefined,
  };
}

/** The text and number fields of a route's params, query and body; unschema'd path parameters too. */
export function routeLeaves(route: RegisteredRoute): RouteLeaf[] {
  const leaves: RouteLeaf[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    const json = toJsonSchema(route.schema[part]);
    if (json) for (const leaf of leavesOf(json)) leaves.push({ ...leaf, part });
  }
  // Parameters of a route without a params schema still reach its handler.
  if (!route.schema.params) {
    for (const [, name] of route.url.matchAll(/:(\w+)/g))
      leaves.push({ part: 'params', path: [name as string], type: 'string', schema: {} });
  }
  return leaves;
}

export function withInput(inputs: RouteInputs, part: Part, path: FieldPath, value: unknown): RouteInputs {
  if (part === 'body') return { ...inputs, body: withLeaf(inputs.body, path, value) };
  const key = part === 'params' ? 'params' : 'query';
  return { ...inputs, [key]: withLeaf(inputs[key], path, value) };
}

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form (encodeURIComponent throws on
 * it): it travels as the bytes a careless client would send, an encoded surrogate.
 */
const encode = (value: unknown) =>
  Array.from(String(value), (char) => (/\p{Cs}/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join(
    '',
  );

/** The URL of a route with its parameters filled in (a wildcard takes `*`, others an unknown id). */
const urlOf = (route: RegisteredRoute, params: Record<string, unknown>) =>
  route.url
    .replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string) => encode(params[name] ?? newId()))
    .replace(/\*$/, () => encode(params['*'] ?? 'x'));

/** Sends a route its inputs: parameters in the path, the query, and the body as JSON. */
export function injectRoute(
  app: FastifyInstance,
  route: RegisteredRoute,
  inputs: RouteInputs,
  cookie: string,
  remoteAddress?: string,
) {
  const query = Object.entries(inputs.query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  const hasBody = inputs.body !== undefined && route.method !== 'GET';
  return app.inject({
    method: route.method as 'GET',
    url: `${urlOf(route, inputs.params)}${query ? `?${query}` : ''}`,
    headers: {
      origin: TEST_ORIGIN,
      accept: 'application/json',
      cookie,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(inputs.body) } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** A concrete URL for a route pattern: every parameter becomes a well-formed id that exists nowhere. */
export const concreteUrl = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, newId()).replace(/\*$/, 'x');

/** Field errors are i18n keys the web app translates, never English sentences. */
export const expectKeyedFields = (response: LightMyRequestResponse, label: string) => {
  if (response.statusCode < 400 || !String(response.headers['content-type']).includes('json')) return;
  const fields: Record<string, string[]> = response.json().error?.fields ?? {};
  for (const [path, messages] of Object.entries(fields)) {
    for (const message of messages)
      expect(isMessageKey(message), `${label}: ${path} "${message}"`).toBe(true);
  }
};
