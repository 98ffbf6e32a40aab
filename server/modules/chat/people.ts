import type { ChatMember } from '../../../contract/chat.js';
import type { Db } from '../../db/client.js';
import { isAnonymised } from '../members/policy.js';
import { memberRecordsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';

/** What the chat needs of a member: how to show them, and whether they can still chat. */
export type Person = {
  id: string;
  chatMember: ChatMember;
  isExternal: boolean;
  isNetworkAdmin: boolean;
  timeZone: string;
  locked: boolean;
  deleted: boolean;
};

export async function loadPeople(
  db: Db,
  network: NetworkRecord,
  ids: string[],
): Promise<Map<string, Person>> {
  const records = await memberRecordsByIds(db, ids);
  const now = new Date();
  return new Map(
    records.map((record) => {
      const anonymised = isAnonymised(record, network.settings, now);
      const person: Person = {
        id: record.id,
        chatMember: {
          id: record.id,
          name: anonymised
            ? network.settings.anonymize_memberships_name
            : `${record.firstName} ${record.lastName}`.trim(),
          deleted: record.deletedAt !== null,
          is_external: record.isExternal,
          image_id: anonymised ? null : record.imageUrl,
        },
        isExternal: record.isExternal,
        isNetworkAdmin: record.isNetworkAdmin,
        timeZone: record.timeZone,
        locked: record.lockedAt !== null,
        deleted: record.deletedAt !== null,
      };
      return [record.id, person];
    }),
  );
}

export async function loadPerson(db: Db, network: NetworkRecord, id: string): Promise<Person | null> {
  return (await loadPeople(db, network, [id])).get(id) ?? null;
}

/** A member whose record is gone entirely (never expected, but a chat must still render). */
export function unknownMember(id: string, network: NetworkRecord): ChatMember {
  return {
    id,
    name: network.settings.anonymize_memberships_name,
    deleted: true,
    is_external: false,
    image_id: null,
  };
}
