import type { ExternalInviteResult, InviteOptions } from '../../../contract/invitations.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember, Viewer } from '../../platform/identity/viewer.js';
import { decodeCsv, parseCsv } from './csv.js';
import { createExternalInvites } from './external.js';
import type { ExternalInviteRequest } from './input.js';
import { defaultInviteTexts } from './mails.js';
import type { InviteScope } from './scope.js';

/** Invitations: the use cases the routes call; the rules live in policy.ts and the files beside. */
export { inviteMembers } from './internal.js';
export { register, registrationInfo } from './registration.js';
export { loadScope, type ScopeRef } from './scope.js';
export { listSent, renewInvites, revokeInvites } from './sent.js';

export async function inviteSettings(ctx: AppContext, viewer: CurrentMember) {
  const network = await ctx.network.get();
  return defaultInviteTexts(viewer.locale || network.language, network.name);
}

export async function inviteOptions(
  ctx: AppContext,
  viewer: CurrentMember,
  scope: InviteScope,
): Promise<InviteOptions> {
  return {
    scope: { type: scope.type, name: scope.name },
    can: scope.can,
    groups: scope.groups.map(({ id, name }) => ({ id, name })),
    defaults: await inviteSettings(ctx, viewer),
  };
}

/** POST {scope}/external_invites: one address, or every row of a CSV (skipped rows reported). */
export async function inviteExternal(
  ctx: AppContext,
  request: { viewer: Viewer; ip: string },
  scope: InviteScope,
  input: ExternalInviteRequest,
): Promise<ExternalInviteResult> {
  if (input.kind === 'single') {
    const { body } = input;
    const row = { row: 1, email: body.email, firstName: body.first_name, lastName: body.last_name };
    return createExternalInvites(
      ctx,
      request,
      scope,
      [row],
      { userType: body.user_type, groupIds: body.group_ids, subject: body.subject, body: body.body },
      { single: true },
    );
  }
  const rows = parseCsv(decodeCsv(input.bytes, input.fields.character_encoding));
  const { fields } = input;
  return createExternalInvites(
    ctx,
    request,
    scope,
    rows,
    { userType: fields.user_type, groupIds: fields.group_ids, subject: fields.subject, body: fields.body },
    { single: false },
  );
}
