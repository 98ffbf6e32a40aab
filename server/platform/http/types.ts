import type { CurrentMember } from '../sessions/current-member.js';

/**
 * Who may call a route. Every route must declare one (app.ts refuses to start otherwise), so that
 * a test can walk the registry and check each rule.
 * - public: anyone (sign-in, health, public legal texts)
 * - member: any signed-in member; finer checks happen in the module's policy
 * - admin: network administrators only
 */
export type RouteAuth = 'public' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** false only for routes of non-browser clients that authenticate by token (see http/security.ts). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    member: CurrentMember | null;
  }
}

export type RegisteredRoute = { method: string; url: string; auth: RouteAuth };
