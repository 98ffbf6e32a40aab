import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { members } from '../../platform/identity/tables.js';
import { newId } from '../../platform/ids.js';
import { avatarPath } from './avatar.js';

export type NewMember = {
  email: string;
  firstName: string;
  lastName: string;
  /** argon2id hash (auth's hashPassword); the password itself never reaches this module. */
  passwordHash: string;
  isNetworkAdmin: boolean;
  locale?: string;
  timeZone?: string;
};

/** Whether an account (deleted ones too: their address stays taken) uses this e-mail, in any case. */
export async function emailTaken(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.email}) = lower(${email})`)
    .limit(1);
  return Boolean(row);
}

/** Whether the network has an administrator who is not deleted (a locked one still counts). */
export async function hasNetworkAdministrator(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.isNetworkAdmin, true), isNull(members.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/** Inserts an internal member with the generated avatar; answers the new id. */
export async function insertMember(db: Db | Tx, values: NewMember): Promise<string> {
  const id = newId();
  await db.insert(members).values({
    id,
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    passwordHash: values.passwordHash,
    isNetworkAdmin: values.isNetworkAdmin,
    imageUrl: avatarPath(id),
    ...(values.locale ? { locale: values.locale } : {}),
    ...(values.timeZone ? { timeZone: values.timeZone } : {}),
  });
  return id;
}

/** Which of these addresses (lower case) an account uses already, deleted ones too; one statement. */
export async function takenEmails(db: Db | Tx, emails: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${members.email})` })
    .from(members)
    .where(inArray(sql`lower(${members.email})`, wanted));
  return new Set(rows.map((row) => row.email));
}

/** The members (deleted ones left out) holding these addresses, by lower-cased address. */
export async function membersByEmails(
  db: Db | Tx,
  emails: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      email: sql<string>`lower(${members.email})`,
      id: members.id,
      name: sql<string>`trim(${members.firstName} || ' ' || ${members.lastName})`,
    })
    .from(members)
    .where(and(inArray(sql`lower(${members.email})`, wanted), isNull(members.deletedAt)));
  return new Map(rows.map((row) => [row.email, { id: row.id, name: row.name }]));
}
