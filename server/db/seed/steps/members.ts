import { avatarPath } from '../../../modules/members/service.js';
import { memberRoles, membershipRoles } from '../../../modules/members/tables.js';
import { members } from '../../../platform/identity/tables.js';
import { newId, newToken } from '../../../platform/ids.js';
import type { SeedContext, SeedPerson, SeedStep } from './context.js';
import { CITIES, LOCKED_PEOPLE, PEOPLE, POSITIONS } from './people.js';

type MemberInsert = typeof members.$inferInsert;

/** first.last@example.com without accents or spaces. */
const emailOf = (first: string, last: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase()
    .concat('@example.com');

function birthday(seed: SeedContext): string {
  const { random } = seed;
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  return `${random.int(1964, 2003)}-${month}-${day}`;
}

function phone(seed: SeedContext, prefix: string): string {
  return `${prefix} ${seed.random.digits(3)} ${seed.random.digits(4)}`;
}

function person(
  seed: SeedContext,
  values: {
    key: string;
    first: string;
    last: string;
    city: string;
    department: string;
    position: string;
  } & Partial<MemberInsert>,
): MemberInsert & { id: string } {
  const city = CITIES[values.city];
  if (!city) throw new Error(`seed: unknown city ${values.city}`);
  const { key: _key, first, last, city: _city, department, position, ...rest } = values;
  const id = newId();
  return {
    id,
    email: emailOf(first, last),
    passwordHash: seed.passwordHash,
    firstName: first,
    lastName: last,
    timeZone: city.timeZone,
    imageUrl: avatarPath(id),
    birthday: birthday(seed),
    profile: {
      position,
      department,
      location: `${city.name}, ${city.country}`,
      phone: phone(seed, city.phone),
      ...(seed.random.chance(0.6) ? { mobile: phone(seed, city.phone.split(' ')[0] ?? city.phone) } : {}),
      languages: city.languages,
    },
    ...rest,
  };
}

/** The fixed demo accounts, then the staff; roles with colours on some of them. */
export const seedMembers: SeedStep = async (seed) => {
  const admin = person(seed, {
    key: 'admin',
    first: 'Alex',
    last: 'Admin',
    city: 'berlin',
    department: 'Management',
    position: 'Intranet Administrator',
    email: seed.config.seedAdminEmail,
    isNetworkAdmin: true,
    authenticationToken: newToken(),
  });
  const member = person(seed, {
    key: 'member',
    first: 'Sam',
    last: 'Member',
    city: 'berlin',
    department: 'Engineering',
    position: 'Frontend Developer',
    email: 'member@example.com',
    authenticationToken: newToken(),
  });
  const guest = person(seed, {
    key: 'guest',
    first: 'Gabriel',
    last: 'Guest',
    city: 'amsterdam',
    department: 'Partner agency',
    position: 'UX Consultant (external)',
    email: 'guest@example.com',
    isExternal: true,
    // The default picture is part of the demo too.
    imageUrl: null,
  });
  const staff = PEOPLE.map(([key, first, last, city, department, locale], index) =>
    person(seed, {
      key,
      first,
      last,
      city,
      department,
      locale,
      position: seed.random.pick(POSITIONS[department] ?? ['Specialist']),
      lockedAt: LOCKED_PEOPLE.has(key) ? new Date('2025-01-31T17:00:00Z') : null,
      ...(index % 6 === 5 ? { imageUrl: null } : {}),
    }),
  );
  // Demo members are past the onboarding form, as the factories' members are: turning on
  // join_ask_for_profile_data asks only people who join afterwards.
  const onboardedAt = new Date();
  const rows = [admin, member, guest, ...staff].map((row) => ({ ...row, onboardedAt }));
  await seed.db.insert(members).values(rows);

  const keys = ['admin', 'member', 'guest', ...PEOPLE.map(([key]) => key)];
  seed.people = rows.map(
    (row, index): SeedPerson => ({
      id: row.id,
      key: keys[index] ?? row.id,
      department: row.profile?.department ?? '',
      isExternal: row.isExternal ?? false,
      locked: row.lockedAt != null,
    }),
  );
  seed.accounts = { admin: admin.id, member: member.id, guest: guest.id };
  await seedRoles(seed);
};

const ROLES = [
  {
    slug: 'works-council',
    name: 'Works council',
    pluralName: 'Works council members',
    color: '7b3fa0',
    count: 5,
  },
  { slug: 'first-aider', name: 'First aider', pluralName: 'First aiders', color: 'c0392b', count: 6 },
  { slug: 'fire-warden', name: 'Fire warden', pluralName: 'Fire wardens', color: 'b35900', count: 3 },
  { slug: 'trainee', name: 'Trainee', pluralName: 'Trainees', color: '13806b', count: 4 },
];

async function seedRoles(seed: SeedContext) {
  const inserted = await seed.db
    .insert(membershipRoles)
    .values(ROLES.map(({ count: _count, ...role }) => ({ ...role, textColor: 'ffffff' })))
    .returning();
  const staff = seed.people.filter(
    (p) => !p.isExternal && !p.locked && p.key !== 'admin' && p.key !== 'member',
  );
  const assignments = ROLES.flatMap((role, index) => {
    const roleId = inserted[index]?.id;
    if (!roleId) return [];
    const holders = seed.random.sample(staff, role.count).map((p) => p.id);
    // The demo member is a first aider, so their badge shows in lists.
    if (role.slug === 'first-aider') holders.push(seed.accounts.member);
    return holders.map((memberId) => ({ memberId, roleId }));
  });
  await seed.db.insert(memberRoles).values(assignments);
}
