import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { GROUP_SCHEMA } from './groups.js';
import { LIST_SCHEMA, MAX_RESULTS, USER_SCHEMA } from './users.js';

const CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';

type RouteConfig = { auth: 'public'; csrf: false; credentials: readonly ['scimToken'] };

/** What a provisioning client may ask about this server first (RFC 7644 section 4). */
export function discoveryRoutes(scope: FastifyInstance, ctx: AppContext, config: RouteConfig) {
  const base = `${ctx.config.publicOrigin}/scim/v2`;
  scope.get('/ServiceProviderConfig', { config }, async () => ({
    schemas: [CONFIG_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A token a network administrator issues under Administration, Provisioning.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  }));
  const resourceTypes = [
    { id: 'User', name: 'User', endpoint: '/Users', schema: USER_SCHEMA },
    { id: 'Group', name: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA },
  ].map((type) => ({
    schemas: [RESOURCE_TYPE_SCHEMA],
    ...type,
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${type.id}` },
  }));
  scope.get('/ResourceTypes', { config }, async () => ({
    schemas: [LIST_SCHEMA],
    totalResults: resourceTypes.length,
    startIndex: 1,
    itemsPerPage: resourceTypes.length,
    Resources: resourceTypes,
  }));
}
