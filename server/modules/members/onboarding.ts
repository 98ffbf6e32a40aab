import { type MemberProfileForm, type OnboardingBody, onboardingBody } from '../../../contract/members.js';
import { sameOriginPath } from '../../../contract/redirect.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { locateLater } from '../../platform/maps.js';
import type { NetworkRecord } from '../network/service.js';
import { lockAccountRow } from './accounts.js';
import { changeRequestKeys } from './policy.js';
import { checkProfileKeys, profileFormOf, writeProfile } from './profile.js';
import { getMemberRecord } from './service.js';

/**
 * The onboarding profile (part 3 sections 2.2 and 7): while the network asks new members for their
 * profile data (`join_ask_for_profile_data`), a member who has not seen the form yet is sent there
 * first (`/api/v1/me`'s `onboarding_required`); saving or skipping it marks it seen (`onboarded_at`)
 * and answers where the app continues. The form is the member's own profile; fields reserved for
 * change requests may be filled in here while they are still empty (this is the first entry of the
 * data, not a change of it), and are locked once they hold a value.
 */

/** Fields the member may not fill in on the onboarding form: reserved ones that hold a value. */
function lockedOnOnboarding(network: NetworkRecord, viewer: Viewer, profile: Record<string, string>) {
  return new Set([...changeRequestKeys(viewer, network)].filter((key) => (profile[key] ?? '') !== ''));
}

/** Where to continue: the page first asked for when it is a path of this site, never the form again. */
function continuation(target: string | undefined): string {
  const path = sameOriginPath(target);
  if (!path || path.replace(/[?#].*$/, '') === '/onboarding/profile') return '/';
  return path;
}

/** GET /onboarding/profile: the member's own profile form. */
export async function getOnboardingForm(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
): Promise<MemberProfileForm> {
  const record = await getMemberRecord(ctx.db, viewer.id);
  return profileFormOf(network, viewer, record, lockedOnOnboarding(network, viewer, record.profile));
}

/**
 * PUT /onboarding/profile: saves what the member filled in (nothing when skipped) and marks the form
 * seen in one transaction, under the member's row lock so a double submit writes once.
 */
export async function completeOnboarding(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: OnboardingBody,
): Promise<{ redirect_to: string }> {
  const { member, redirect_to } = onboardingBody.parse(input);
  await ctx.db.transaction(async (tx) => {
    const record = await lockAccountRow(tx, viewer.id);
    if (!record) throw notFound('member');
    checkProfileKeys(network, member.profile, lockedOnOnboarding(network, viewer, record.profile));
    await writeProfile(tx, record, member, { onboardedAt: record.onboardedAt ?? new Date() });
    if (member.profile) await locateLater(ctx, tx, [{ type: 'member', id: record.id }]);
  });
  return { redirect_to: continuation(redirect_to) };
}
