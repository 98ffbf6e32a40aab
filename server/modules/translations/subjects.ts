import type { TranslationSubject } from '../../../contract/translations.js';
import { widgetTranslationKey } from '../../../contract/translations.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { translatableArticle } from '../blogs/service.js';
import {
  startPageChannel,
  type TranslatableText,
  type WidgetRow,
  widgetById,
  widgetsOf,
  widgetTexts,
} from '../channel-widgets/service.js';
import { channelRecordsByIds } from '../channels/service.js';
import type { NetworkRecord } from '../network/service.js';

/**
 * One stored translation: a subject's own texts. A channel's translation answers its own and those of
 * its widgets (prefixed `widget_{id}_`), each kept in the row of the subject it belongs to.
 */
export type TranslationUnit = {
  subjectType: TranslationSubject;
  subjectId: string;
  /** Prepended to the unit's keys in the answer. */
  prefix: string;
  texts: TranslatableText[];
};

/** What is being translated, as the viewer may see it. */
export type Subject = {
  id: string;
  /** The units answered; the first is the subject's own (the one a manual translation writes). */
  units: TranslationUnit[];
  canUpdate: boolean;
  /** The originals' language when known (articles): no service call into that language. */
  language: string | null;
};

const widgetUnit = (ctx: AppContext, row: WidgetRow, prefixed: boolean): TranslationUnit => ({
  subjectType: 'widget',
  subjectId: row.id,
  prefix: prefixed ? widgetTranslationKey(row.id, '') : '',
  texts: widgetTexts(ctx, row),
});

const channelTexts = (record: { title: string; description: string }): TranslatableText[] =>
  [
    { key: 'title', format: 'text' as const, text: record.title },
    { key: 'description', format: 'text' as const, text: record.description },
  ].filter((text) => text.text.trim() !== '');

/**
 * The subject `id` of `type` if the viewer may see it, else 404 (as its own routes answer): a channel
 * by its slug whose content the viewer may see, a widget of such a channel, an article they may read.
 */
export async function loadSubject(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  type: TranslationSubject,
  id: string,
): Promise<Subject> {
  if (type === 'channel') {
    const channel = await startPageChannel(ctx, network, viewer, id);
    const widgets = await widgetsOf(ctx.db, channel.record.id);
    return {
      id: channel.record.slug,
      units: [
        {
          subjectType: 'channel',
          subjectId: channel.record.id,
          prefix: '',
          texts: channelTexts(channel.record),
        },
        ...widgets.map((row) => widgetUnit(ctx, row, true)),
      ],
      canUpdate: channel.can.update,
      language: null,
    };
  }
  if (type === 'widget') {
    const row = await widgetById(ctx.db, id);
    const record = row ? (await channelRecordsByIds(ctx.db, [row.channelId])).get(row.channelId) : undefined;
    if (!row || !record) throw notFound('widget');
    const channel = await startPageChannel(ctx, network, viewer, record.slug);
    return {
      id: row.id,
      units: [widgetUnit(ctx, row, false)],
      canUpdate: channel.can.update,
      language: null,
    };
  }
  const article = await translatableArticle(ctx, network, viewer, id);
  if (!article) throw notFound('article');
  return {
    id,
    units: [{ subjectType: 'article', subjectId: id, prefix: '', texts: article.texts }],
    canUpdate: article.canUpdate,
    language: article.language,
  };
}
