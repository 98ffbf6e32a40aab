import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/**
 * One product area as the app wires it. Each `server/modules/<area>/module.ts` exports one definition
 * and `server/modules/index.ts` lists them. Everything a module plugs into the platform or into
 * other modules is registered here, on the context, and nowhere else: no module registers anything
 * from its routes or at import time.
 */
export type AppModule = {
  /** The module's folder name. */
  name: string;
  /**
   * Runs once per context before any routes: job handlers (`ctx.jobs.define`), extension entries
   * (`ctx.extensions.add`: unread counters, attachment owners, crawl listeners, search indexers,
   * notification kinds, widgets) and bus handlers (their unsubscribe goes to `ctx.onClose`).
   */
  setup?(ctx: AppContext): void | Promise<void>;
  /** HTTP routes and sockets; thin, calling the module's service. */
  routes?(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
};

/** Identity function that gives a module definition its type where it is written. */
export function defineModule(definition: AppModule): AppModule {
  return definition;
}

/** Sets every module up on the context, then registers their routes on the app. */
export async function installModules(
  app: FastifyInstance,
  ctx: AppContext,
  modules: readonly AppModule[],
): Promise<void> {
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    names.add(module.name);
  }
  for (const module of modules) await module.setup?.(ctx);
  // Each route remembers its module: the API description groups operations by it.
  let current = '';
  app.addHook('onRoute', (route) => {
    if (current && !route.config?.module) route.config = { ...route.config, module: current };
  });
  for (const module of modules) {
    current = module.name;
    await module.routes?.(app, ctx);
  }
  current = '';
}
