import type { AppContext } from '../../platform/context.js';
import type { NetworkConfig, NetworkSettings } from '../../platform/network/defaults.js';
import { networks } from '../../platform/network/tables.js';

/**
 * Writes the network row as an administrator's save does: the new values, then the announcement that
 * evicts every instance's cached copy (ctx.network).
 */
export async function setNetworkRow(ctx: AppContext, values: Partial<typeof networks.$inferInsert>) {
  await ctx.db.update(networks).set(values);
  await ctx.network.changed();
}

/** Nested objects may be given in part (`{ chat: { max_file_attachments: 1 } }`); arrays are replaced. */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merged<T>(current: T, changes: DeepPartial<T>): T {
  const result: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const before = result[key];
    result[key] = isPlainObject(before) && isPlainObject(value) ? merged(before, value) : value;
  }
  return result as T;
}

/** Puts back what a change replaced. */
export type Restore = () => Promise<void>;

/**
 * Changes some of the network's settings (what administrators edit), keeping the others; answers the
 * function that puts the previous settings back.
 */
export async function setNetworkSettings(
  ctx: AppContext,
  changes: Partial<NetworkSettings>,
): Promise<Restore> {
  const { settings } = await ctx.network.get();
  await setNetworkRow(ctx, { settings: merged(settings, changes) });
  return () => setNetworkRow(ctx, { settings });
}

/**
 * Changes some of the network's feature flags and limits, keeping the others (nested ones too);
 * answers the function that puts the previous config back.
 */
export async function setNetworkConfig(
  ctx: AppContext,
  changes: DeepPartial<NetworkConfig>,
): Promise<Restore> {
  const { config } = await ctx.network.get();
  await setNetworkRow(ctx, { config: merged(config, changes) });
  return () => setNetworkRow(ctx, { config });
}
