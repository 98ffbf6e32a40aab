import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import { authRoutes } from './auth/routes.js';

/**
 * The product's modules, each registering its HTTP routes. Order does not matter; a module reaches
 * another only through that module's service.ts.
 */
export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

export const moduleRoutes: ModuleRoutes[] = [authRoutes];
