import { asc, desc, eq } from 'drizzle-orm';
import {
  deriveHandle,
  type LegalTextDetail,
  type LegalTextInput,
  type LegalTextRow,
  type PublicLegalText,
} from '../../../contract/legal-texts.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { lockNetworkRow, writeNetworkRow } from './network-row.js';
import { legalTextCan, requireNetworkAdmin } from './policy.js';
import { legalTexts, legalTextVersions } from './tables.js';

type LegalText = typeof legalTexts.$inferSelect;
const required = (key: string) => `errors.legal_texts.${key}_required`;

const row = (viewer: Viewer, text: LegalText): LegalTextRow => ({
  id: text.id,
  name: text.name,
  handle: text.handle,
  updated_at: text.updatedAt.toISOString(),
  read_only: text.readOnly,
  can: legalTextCan(viewer, text),
});

/** Name, statement and text are required (part 3 section 5); the text is sanitised rich text. */
function checked(input: Omit<LegalTextInput, 'handle'>, handle?: string) {
  const text = sanitizeContent(input.text);
  const fields: FieldErrors = {};
  if (!input.name.trim()) fields['legal_text.name'] = [required('name')];
  if (!input.statement.trim()) fields['legal_text.statement'] = [required('statement')];
  if (!text.plain.trim()) fields['legal_text.text'] = [required('text')];
  if (handle !== undefined && !handle) fields['legal_text.handle'] = [required('handle')];
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
  return { name: input.name.trim(), statement: input.statement.trim(), htmlText: text.html };
}

/** Copies the texts' names and handles to the network row, in the transaction that changed them. */
async function syncLegalLinks(tx: Tx) {
  const links = await tx
    .select({ name: legalTexts.name, handle: legalTexts.handle })
    .from(legalTexts)
    .orderBy(asc(legalTexts.name), asc(legalTexts.handle));
  const stored = await lockNetworkRow(tx);
  await writeNetworkRow(tx, { settings: { ...stored.settings, legal_links: links } });
}

async function loadText(ctx: AppContext, id: string): Promise<LegalText> {
  const [text] = await ctx.db.select().from(legalTexts).where(eq(legalTexts.id, id));
  if (!text) throw notFound('legal text');
  return text;
}

export async function listLegalTexts(ctx: AppContext, viewer: Viewer) {
  requireNetworkAdmin(viewer);
  const texts = await ctx.db.select().from(legalTexts).orderBy(asc(legalTexts.name));
  return { legal_texts: texts.map((text) => row(viewer, text)) };
}

export async function getLegalText(ctx: AppContext, viewer: Viewer, id: string): Promise<LegalTextDetail> {
  requireNetworkAdmin(viewer);
  const text = await loadText(ctx, id);
  const versions = await ctx.db
    .select()
    .from(legalTextVersions)
    .where(eq(legalTextVersions.legalTextId, id))
    .orderBy(desc(legalTextVersions.createdAt), desc(legalTextVersions.id));
  return {
    ...row(viewer, text),
    statement: text.statement,
    text: text.htmlText,
    versions: versions.map((version) => ({
      id: version.id,
      created_at: version.createdAt.toISOString(),
      html_text: version.htmlText,
    })),
  };
}

/** The handle is derived once, from the given handle or else the name, and never changes afterwards. */
export async function createLegalText(ctx: AppContext, viewer: Viewer, input: LegalTextInput) {
  requireNetworkAdmin(viewer);
  const handle = deriveHandle(input.handle || input.name).slice(0, 100);
  const values = checked(input, handle);
  const id = await ctx.db.transaction(async (tx) => {
    // The unique handle decides between two administrators creating the same text at once.
    const [created] = await tx
      .insert(legalTexts)
      .values({ ...values, handle })
      .onConflictDoNothing({ target: legalTexts.handle })
      .returning({ id: legalTexts.id });
    if (!created) throw unprocessable({ 'legal_text.handle': ['errors.legal_texts.handle_taken'] });
    await tx.insert(legalTextVersions).values({ legalTextId: created.id, htmlText: values.htmlText });
    await syncLegalLinks(tx);
    return created.id;
  });
  await ctx.network.changed();
  return getLegalText(ctx, viewer, id);
}

/** Every save keeps a version, so the texts members once agreed to stay readable. */
export async function updateLegalText(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  input: Omit<LegalTextInput, 'handle'>,
) {
  requireNetworkAdmin(viewer);
  const text = await loadText(ctx, id);
  if (!legalTextCan(viewer, text).edit) throw forbidden('Read-only legal texts cannot be edited.');
  const values = checked(input);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(legalTexts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(legalTexts.id, id));
    await tx.insert(legalTextVersions).values({ legalTextId: id, htmlText: values.htmlText });
    await syncLegalLinks(tx);
  });
  await ctx.network.changed();
  return getLegalText(ctx, viewer, id);
}

export async function deleteLegalText(ctx: AppContext, viewer: Viewer, id: string) {
  requireNetworkAdmin(viewer);
  const deleted = await ctx.db
    .delete(legalTexts)
    .where(eq(legalTexts.id, id))
    .returning({ id: legalTexts.id });
  if (deleted.length === 0) throw notFound('legal text');
}

/** GET /legal/{handle}: public, for visitors who are not signed in too. */
export async function publicLegalText(ctx: AppContext, handle: string): Promise<PublicLegalText> {
  const [text] = await ctx.db.select().from(legalTexts).where(eq(legalTexts.handle, handle));
  if (!text) throw notFound('legal text');
  return {
    name: text.name,
    handle: text.handle,
    statement: text.statement,
    html_text: text.htmlText,
    updated_at: text.updatedAt.toISOString(),
  };
}
