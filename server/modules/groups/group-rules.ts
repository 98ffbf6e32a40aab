import type { GroupInput } from '../../../contract/groups.js';
import type { FieldErrors } from '../../platform/errors.js';
import type { GroupRecord } from './policy.js';
import type { GroupAccess } from './tables.js';

/**
 * The rules of the group form (part 3 section 5), on the values a create or update would store:
 * a name; open access not for sensitive groups; closed not for the network's active main group;
 * hidden only with can.create_hidden; no moderated join for hidden groups.
 */
export type GroupValues = Pick<
  GroupInput,
  'name' | 'access' | 'sensitive' | 'moderated_join' | 'externally_visible'
> & { activeMainGroup: boolean };

export function groupFieldErrors(values: GroupValues, mayCreateHidden: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), `errors.groups.${key}`];
  };
  if (values.name.trim() === '') add('name', 'name_empty');
  if (values.access === 'open' && values.sensitive) add('access', 'open_not_for_sensitive');
  if (values.access === 'closed' && values.activeMainGroup) add('access', 'closed_not_for_main_group');
  if (values.access === 'hidden' && !mayCreateHidden) add('access', 'hidden_not_allowed');
  if (values.access === 'hidden' && values.moderated_join)
    add('moderated_join', 'moderated_join_not_for_hidden');
  return errors;
}

/** The access choices the form offers a viewer (hidden only with can.create_hidden). */
export function accessOptions(mayCreateHidden: boolean): GroupAccess[] {
  return mayCreateHidden ? ['open', 'closed', 'hidden'] : ['open', 'closed'];
}

/** The form's fields of a stored group, so an update that sends some keeps the others. */
export function inputOf(group: GroupRecord): GroupInput {
  return {
    name: group.name,
    teaser: group.teaser,
    description: group.description,
    address: group.address,
    access: group.access,
    externally_visible: group.externallyVisible,
    moderated_join: group.moderatedJoin,
    members_can_invite: group.membersCanInvite,
    chat: group.chatEnabled,
    sensitive: group.sensitive,
  };
}

/** The columns the form writes. */
export function columnsOf(input: GroupInput) {
  return {
    name: input.name.trim(),
    teaser: input.teaser,
    description: input.description,
    address: input.address.trim(),
    access: input.access,
    externallyVisible: input.externally_visible,
    moderatedJoin: input.moderated_join,
    membersCanInvite: input.members_can_invite,
    chatEnabled: input.chat,
    sensitive: input.sensitive,
  };
}

/** Paths under /groups/ that are pages, not groups: a generated slug never takes them. */
const RESERVED_SLUGS = new Set(['new']);
const SLUG_MAX_LENGTH = 60;

/**
 * The slug a name suggests (lower case, German letters spelled out, anything else a hyphen); the
 * creator picks no slug and it never changes, so links to the group keep working after a rename.
 */
export function slugBase(name: string): string {
  const spelled = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = spelled
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' || RESERVED_SLUGS.has(slug) ? `group${slug === '' ? '' : `-${slug}`}` : slug;
}

/** The candidates for a new group's slug, in order: the base, then the base with -2, -3, ... */
export function slugCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}
