import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { unsubscribePath, unsubscribeToken } from '../../platform/mail/unsubscribe-token.js';
import { membersIgnoring, notificationSettingsOf, wantsKindMail } from './member-settings-data.js';

/**
 * What every notification mail asks before it is sent: does the member want this kind mailed (and
 * not ignore whoever did it), and the unsubscribe parts of the mail.
 */

/** The unsubscribe parts of an optional mail to this member about this kind (Mail.unsubscribe). */
export function unsubscribeFor(ctx: Pick<AppContext, 'config'>, memberId: string, kind: string) {
  const base = ctx.config.publicUrl;
  return {
    url: `${base}${unsubscribePath(unsubscribeToken(ctx.config.sessionSecret, memberId, kind))}`,
    settingsUrl: `${base}/members/${memberId}/settings/edit`,
  };
}

/** Of these members, those who want this kind mailed and do not ignore the actor. */
export async function mailRecipients(
  db: Db | Tx,
  kind: { name: string; category: string },
  memberIds: readonly string[],
  actorId: string | null,
): Promise<Set<string>> {
  const [settings, ignoring] = await Promise.all([
    notificationSettingsOf(db, memberIds),
    actorId ? membersIgnoring(db, actorId, memberIds) : new Set<string>(),
  ]);
  return new Set(
    memberIds.filter((id) => {
      const own = settings.get(id);
      return own !== undefined && !ignoring.has(id) && wantsKindMail(own, kind.name, kind.category);
    }),
  );
}
