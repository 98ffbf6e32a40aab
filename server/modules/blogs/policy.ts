import type { AudienceEntry } from '../../../contract/channels.js';
import { canOpenChannel, canUpdateChannel, editorKeysOf } from '../channels/policy.js';
import type { ChannelRecord } from '../channels/service.js';

/**
 * Who may do what with a blog and its articles (part 1 section 6, "blog policy"). Everything starts
 * from the channel: whoever may not open it learns nothing (404); while it is not published only those
 * who may update it see its blog. Writing and publishing follow the blog's permitted audiences, written
 * as the channel's visibility keys (`editorKeysOf`: the entries' keys plus network administrators);
 * an empty audience means the channel's editors.
 */

export type BlogSettings = { writeAudience: AudienceEntry[]; publishAudience: AudienceEntry[] };

const overlaps = (a: readonly string[], b: ReadonlySet<string>) => a.some((key) => b.has(key));

const audienceKeys = (entries: readonly AudienceEntry[], channel: ChannelRecord) =>
  entries.length === 0 ? channel.editorKeys : editorKeysOf(entries);

export type BlogCan = {
  /** The blog and its published articles. */
  read: boolean;
  /** The blog's settings: those who may update the channel. */
  update: boolean;
  create_article: boolean;
  publish: boolean;
};

/** The blog and its live articles: whoever may open the channel while it is published, else its editors. */
export const canReadBlog = (channel: ChannelRecord, keys: ReadonlySet<string>) =>
  canOpenChannel(channel, keys) && (channel.status === 'published' || canUpdateChannel(channel, keys));

export function blogCan(channel: ChannelRecord, settings: BlogSettings, keys: ReadonlySet<string>): BlogCan {
  const update = canUpdateChannel(channel, keys);
  const read = canReadBlog(channel, keys);
  return {
    read,
    update: read && update,
    create_article: read && overlaps(audienceKeys(settings.writeAudience, channel), keys),
    publish: read && overlaps(audienceKeys(settings.publishAudience, channel), keys),
  };
}

/** Drafts and scheduled articles show to whoever may write, publish or update the blog. */
export const seesUnpublished = (can: BlogCan) => can.update || can.create_article || can.publish;

export type ArticleStatus = { status: 'draft' | 'published'; publishedAt: Date | null };

/** Published and its time has come: what readers see. */
export const isLive = (article: ArticleStatus, now: Date) =>
  article.status === 'published' && article.publishedAt !== null && article.publishedAt <= now;

export function articleState(article: ArticleStatus, now: Date): 'draft' | 'scheduled' | 'published' {
  if (article.status === 'draft') return 'draft';
  return isLive(article, now) ? 'published' : 'scheduled';
}

/**
 * The keys of an article's copies (search document, activity): the channel's list keys (its readers
 * while published, else its editors) once live, the channel's editors before.
 */
export const articleKeys = (channel: ChannelRecord, article: ArticleStatus, now: Date) =>
  isLive(article, now) ? channel.visibility : channel.editorKeys;
