import { sql } from 'drizzle-orm';
import {
  EXTENSION_LIST_INVALID,
  type FileExtensionFilter,
  parseExtensionList,
  type UpdateFileExtensionFilterBody,
} from '../../../contract/file-extension-filter.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkConfig } from '../../platform/network/defaults.js';
import { networks } from '../../platform/network/tables.js';
import { assertNetworkAdmin } from '../network/policy.js';

type StoredFilter = NetworkConfig['files']['extension_filter'];

const present = (filter: StoredFilter): FileExtensionFilter => ({
  enabled: filter.enabled,
  mode: filter.mode,
  extensions: filter.extensions.join(', '),
});

/** GET /administration/file_extension_filter */
export async function getExtensionFilter(ctx: AppContext, viewer: Viewer): Promise<FileExtensionFilter> {
  assertNetworkAdmin(viewer);
  return present((await ctx.network.get()).config.files.extension_filter);
}

/**
 * PUT /administration/file_extension_filter: stores the filter in the network's config with its
 * audit entry in one transaction (the row locked, so a concurrent change of other keys is kept),
 * then evicts every instance's cached network, so uploads everywhere follow it at once.
 */
export async function updateExtensionFilter(
  ctx: AppContext,
  request: { viewer: Viewer; ip: string },
  body: UpdateFileExtensionFilterBody,
): Promise<FileExtensionFilter> {
  assertNetworkAdmin(request.viewer);
  const input = body.file_extension_filter;
  const extensions = parseExtensionList(input.extensions);
  if (!extensions) throw unprocessable({ 'file_extension_filter.extensions': [EXTENSION_LIST_INVALID] });
  const after: StoredFilter = { enabled: input.enabled, mode: input.mode, extensions };
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ config: networks.config }).from(networks).limit(1).for('update');
    const stored =
      row?.config.files?.extension_filter ?? (await ctx.network.get()).config.files.extension_filter;
    await tx.update(networks).set({
      config: sql`jsonb_set(${networks.config}, '{files}', coalesce(${networks.config}->'files', '{}'::jsonb) || ${JSON.stringify({ extension_filter: after })}::jsonb)`,
    });
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: request.viewer.id,
        ip: request.ip,
        details: { subject: 'file_extension_filter', before: stored, after },
      },
      tx,
    );
  });
  await ctx.network.changed();
  return present(after);
}
