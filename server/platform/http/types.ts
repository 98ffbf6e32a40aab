import type { CurrentMember } from '../identity/viewer.js';
import type { RateLimitName } from './rate-limits.js';

/**
 * Who may call a route. Every route must declare one (app.ts refuses to start otherwise), so that
 * a test can walk the registry and check each rule.
 * - public: anyone (sign-in, health, public legal texts)
 * - member: any signed-in member; finer checks happen in the module's policy
 * - admin: network administrators only
 */
export type RouteAuth = 'public' | 'member' | 'admin';

/** The credentials a request may carry; each is a security scheme of the API description. */
export type Credential = 'session' | 'pendingSignIn' | 'feedToken' | 'chatToken' | 'scimToken';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** false only for routes of non-browser clients that authenticate by token (see http/security.ts). */
    csrf?: boolean;
    /**
     * true on routes that stream a multipart upload: their body may reach UPLOAD_MAX_BYTES instead of
     * the parsers' limit (see http/request-limits.ts). The parsers keep their own limit.
     */
    upload?: boolean;
    /** The budget of an expensive route, counted per client and per member (see http/rate-limits.ts). */
    rate?: RateLimitName;
    /**
     * For the API description: what a route declared `public` checks itself (a feed token, the chat
     * token, the session or a half-done sign-in). Routes declared member or admin need the session.
     */
    credentials?: readonly Credential[];
    /** The module whose routes() registered the route (set by installModules; the API's tags). */
    module?: string;
  }
  interface FastifyRequest {
    /** The signed-in member, or null: for routes where signing in is optional. */
    member: CurrentMember | null;
    /**
     * The signed-in member on routes declared `auth: 'member'` or `'admin'` (the authentication hook
     * refused everyone else). Reading it without a member answers 401, never undefined.
     */
    readonly viewer: CurrentMember;
  }
}

/** The parts of a request a route validates, as its zod schemas (absent where it takes none). */
export type RouteInputSchemas = { params?: unknown; querystring?: unknown; body?: unknown };

export type RegisteredRoute = {
  method: string;
  url: string;
  auth: RouteAuth;
  /** The rate budget it draws on, if any (tests that send many requests give each a client of its own). */
  rate: RateLimitName | null;
  schema: RouteInputSchemas;
};
