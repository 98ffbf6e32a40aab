import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type ManualTranslationBody,
  TRANSLATION_FAILED,
  TRANSLATION_TEXT_MAX,
  type Translation,
  type TranslationLanguageCode,
  type TranslationSubject,
} from '../../../contract/translations.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldErrors, forbidden, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import type { NetworkRecord } from '../network/service.js';
import { loadSubject, type Subject, type TranslationUnit } from './subjects.js';
import { contentTranslations } from './tables.js';

type Row = typeof contentTranslations.$inferSelect;
type Text = TranslationUnit['texts'][number];

/** A text version: the service is asked again for a key only once this changed. */
const versionOf = (text: Text) =>
  createHash('sha256').update(`${text.format}\n${text.text}`).digest('hex').slice(0, 32);

/** `DE` and `de_DU` are one language; `EN-GB` and `en` too. */
const baseLanguage = (code: string) => (code.split(/[_-]/)[0] ?? code).toLowerCase();

const unitKey = (type: string, id: string) => `${type}:${id}`;

/** Machine translation happens when the network enables it and a service is configured. */
export const machineTranslates = (ctx: AppContext, network: NetworkRecord) =>
  ctx.translation !== null && network.config.automatic_translation_enabled;

async function storedRows(ctx: AppContext, units: TranslationUnit[], lng: string) {
  const rows = new Map<string, { manual?: Row; machine?: Row }>();
  const byType = new Map<string, string[]>();
  for (const unit of units)
    byType.set(unit.subjectType, [...(byType.get(unit.subjectType) ?? []), unit.subjectId]);
  for (const [type, ids] of byType) {
    const found = await ctx.db
      .select()
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.subjectType, type as TranslationSubject),
          inArray(contentTranslations.subjectId, ids),
          eq(contentTranslations.language, lng),
        ),
      );
    for (const row of found) {
      const key = unitKey(row.subjectType, row.subjectId);
      rows.set(key, { ...rows.get(key), [row.origin]: row });
    }
  }
  return rows;
}

type Pending = { unit: TranslationUnit; text: Text };

/** Asks the service for every pending text in one call per format; 502 with the spec's key on failure. */
async function translatePending(ctx: AppContext, pending: Pending[], lng: string): Promise<string[]> {
  const provider = ctx.translation;
  if (!provider || pending.length === 0) return [];
  const answers = new Array<string>(pending.length);
  for (const format of ['text', 'html'] as const) {
    const indexes = pending.flatMap((entry, index) => (entry.text.format === format ? [index] : []));
    if (indexes.length === 0) continue;
    let translated: string[];
    try {
      translated = await provider.translate({
        texts: indexes.map((index) => pending[index]?.text.text ?? ''),
        format,
        to: lng.toLowerCase(),
      });
    } catch (err) {
      ctx.log.warn({ err, lng }, 'translation failed');
      throw new AppError(502, 'translation_failed', 'The translation service failed.', {
        translation: [TRANSLATION_FAILED],
      });
    }
    indexes.forEach((index, position) => {
      const answer = translated[position] ?? '';
      answers[index] =
        format === 'html' ? sanitizeContent(answer).html : answer.slice(0, TRANSLATION_TEXT_MAX);
    });
  }
  return answers;
}

/** Stores the service's answers per unit, beside the versions they were made from. */
async function cacheMachine(
  ctx: AppContext,
  lng: string,
  rows: Map<string, { machine?: Row }>,
  pending: Pending[],
  answers: string[],
) {
  const byUnit = new Map<TranslationUnit, Array<{ text: Text; answer: string }>>();
  pending.forEach((entry, index) => {
    byUnit.set(entry.unit, [
      ...(byUnit.get(entry.unit) ?? []),
      { text: entry.text, answer: answers[index] ?? '' },
    ]);
  });
  await ctx.db.transaction(async (tx) => {
    for (const [unit, entries] of byUnit) {
      const previous = rows.get(unitKey(unit.subjectType, unit.subjectId))?.machine;
      const fields = { ...previous?.fields };
      const sources = { ...previous?.sources };
      for (const { text, answer } of entries) {
        fields[text.key] = answer;
        sources[text.key] = versionOf(text);
      }
      await tx
        .insert(contentTranslations)
        .values({
          subjectType: unit.subjectType,
          subjectId: unit.subjectId,
          language: lng,
          origin: 'machine',
          fields,
          sources,
        })
        .onConflictDoUpdate({
          target: [
            contentTranslations.subjectType,
            contentTranslations.subjectId,
            contentTranslations.language,
            contentTranslations.origin,
          ],
          set: {
            fields: sql`${contentTranslations.fields} || excluded.fields`,
            sources: sql`${contentTranslations.sources} || excluded.sources`,
            updatedAt: new Date(),
          },
        });
    }
  });
}

/** The answer for a subject: manual texts first, then the service's (cached) for the rest. */
async function translationOf(
  ctx: AppContext,
  network: NetworkRecord,
  subject: Subject,
  type: TranslationSubject,
  lng: TranslationLanguageCode,
): Promise<Translation> {
  const rows = await storedRows(ctx, subject.units, lng);
  const fields: Record<string, string> = {};
  const manualKeys: string[] = [];
  const pending: Pending[] = [];
  const machine =
    machineTranslates(ctx, network) &&
    (subject.language === null || baseLanguage(subject.language) !== baseLanguage(lng));
  for (const unit of subject.units) {
    const stored = rows.get(unitKey(unit.subjectType, unit.subjectId));
    for (const text of unit.texts) {
      const key = unit.prefix + text.key;
      const manual = stored?.manual?.fields[text.key];
      if (manual) {
        fields[key] = manual;
        manualKeys.push(key);
      } else if (machine && stored?.machine?.sources[text.key] === versionOf(text)) {
        fields[key] = stored.machine.fields[text.key] ?? '';
      } else if (machine) {
        pending.push({ unit, text });
      }
    }
  }
  if (pending.length > 0) {
    const answers = await translatePending(ctx, pending, lng);
    await cacheMachine(ctx, lng, rows, pending, answers);
    pending.forEach((entry, index) => {
      fields[entry.unit.prefix + entry.text.key] = answers[index] ?? '';
    });
  }
  const own = subject.units[0];
  const ownManual = own ? (rows.get(unitKey(own.subjectType, own.subjectId))?.manual?.fields ?? {}) : {};
  return {
    lng,
    type,
    id: subject.id,
    fields,
    manual_keys: manualKeys,
    sources: subject.canUpdate && own ? own.texts : null,
    manual: subject.canUpdate ? ownManual : null,
    can: { update: subject.canUpdate },
  };
}

/** GET /translations/{lng}/{type}/{id}: 404 for what the viewer may not see. */
export async function showTranslation(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: { lng: TranslationLanguageCode; type: TranslationSubject; id: string },
): Promise<Translation> {
  const subject = await loadSubject(ctx, network, viewer, input.type, input.id);
  return translationOf(ctx, network, subject, input.type, input.lng);
}

/** The manual texts as stored: keys of the subject's own texts only, HTML sanitised, empty ones dropped. */
function manualFields(unit: TranslationUnit, body: ManualTranslationBody): Record<string, string> {
  const formats = new Map(unit.texts.map((text) => [text.key, text.format]));
  const errors: FieldErrors = {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.fields)) {
    const format = formats.get(key);
    if (!format) {
      errors[`fields.${key}`] = ['errors.translations.unknown_field'];
      continue;
    }
    const text = format === 'html' ? sanitizeContent(value).html : value.trim();
    if (format === 'text' && text.length > TRANSLATION_TEXT_MAX) {
      errors[`fields.${key}`] = ['errors.translations.too_long'];
      continue;
    }
    if (text.trim() !== '') fields[key] = text;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return fields;
}

/** PUT /translations/{lng}/{type}/{id}: an editor's manual translation replaces the stored one. */
export async function saveManualTranslation(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: { lng: TranslationLanguageCode; type: TranslationSubject; id: string },
  body: ManualTranslationBody,
): Promise<Translation> {
  const subject = await loadSubject(ctx, network, viewer, input.type, input.id);
  if (!subject.canUpdate) throw forbidden();
  const own = subject.units[0];
  if (!own) throw forbidden();
  const fields = manualFields(own, body);
  const where = and(
    eq(contentTranslations.subjectType, own.subjectType),
    eq(contentTranslations.subjectId, own.subjectId),
    eq(contentTranslations.language, input.lng),
    eq(contentTranslations.origin, 'manual'),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.delete(contentTranslations).where(where);
    if (Object.keys(fields).length > 0) {
      await tx.insert(contentTranslations).values({
        subjectType: own.subjectType,
        subjectId: own.subjectId,
        language: input.lng,
        origin: 'manual',
        fields,
        updatedById: viewer.id,
      });
    }
  });
  return translationOf(ctx, network, subject, input.type, input.lng);
}
