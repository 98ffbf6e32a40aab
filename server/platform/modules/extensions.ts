import type { Db, Tx } from '../../db/client.js';
import type { CurrentMember } from '../identity/viewer.js';
import type { JobRunner } from '../jobs/runner.js';

/**
 * Extension points: where one module lets others plug in (unread counters, attachment owners, crawl
 * listeners, search indexers, notification kinds, widgets, ...). The module that owns the point
 * declares it once with its value type; other modules add entries in their module.ts. Entries live
 * on the AppContext, so two apps in one process (as tests build them) never share registrations.
 */
export type ExtensionPoint<T> = {
  readonly key: string;
  /** Carries the value type only; never set. */
  readonly _value?: T;
};

export function extensionPoint<T>(key: string): ExtensionPoint<T> {
  return { key };
}

export class Extensions {
  private readonly points = new Map<string, Map<string, unknown>>();

  /** Adds an entry; a second entry under the same name is a wiring mistake and throws at start. */
  add<T>(point: ExtensionPoint<T>, name: string, value: T): void {
    let entries = this.points.get(point.key);
    if (!entries) {
      entries = new Map();
      this.points.set(point.key, entries);
    }
    if (entries.has(name)) throw new Error(`${point.key}: "${name}" is registered twice`);
    entries.set(name, value);
  }

  get<T>(point: ExtensionPoint<T>, name: string): T | undefined {
    return this.points.get(point.key)?.get(name) as T | undefined;
  }

  /** Every entry of the point by name, in the order the modules registered them. */
  all<T>(point: ExtensionPoint<T>): ReadonlyMap<string, T> {
    return (this.points.get(point.key) ?? new Map()) as ReadonlyMap<string, T>;
  }
}

/**
 * What a module puts into the search index for one of its things (search module, part 1 section 3).
 * `visibility` holds the thing's visibility keys, derived from the module's own policy
 * (platform/visibility/keys.ts); `payload` the hit fields that are the same for every viewer.
 */
export type SearchDocumentInput = {
  subjectId: string;
  title: string;
  body: string;
  visibility: readonly string[];
  groupId?: string | null;
  tags?: readonly string[];
  authorName?: string;
  /** A short facet such as a file's extension (`type:pdf`). */
  kind?: string;
  language?: string;
  date: Date;
  payload: Record<string, unknown>;
};

/** A file's stored contents whose text the extraction job reads into the index. */
export type SearchContentSource = { blobKey: string; extension: string; contentType: string; size: number };

/**
 * One module's indexer, registered in its module.ts under the module's search name (`messages`,
 * `files`, ...). The search module calls it from its jobs, never inside the writer's transaction.
 */
export type SearchIndexer = {
  /** The documents of these things as they are now; a thing left out (deleted, hidden) leaves the index. */
  documents(db: Db | Tx, ids: readonly string[]): Promise<SearchDocumentInput[]>;
  /** Ids of every thing to index, in id order after `after`, for rebuilding the module's index. */
  subjectIds(db: Db | Tx, after: string | null, limit: number): Promise<string[]>;
  /** Where the thing's contents are stored when their text belongs into the index (files). */
  contents?(db: Db | Tx, id: string): Promise<SearchContentSource | null>;
};
export const searchIndexers = extensionPoint<SearchIndexer>('searchIndexers');

/** The job that indexes things after their write committed (the search module defines its handler). */
export const SEARCH_INDEX_JOB = 'search.index';

/**
 * Queues (re)indexing of things a module just wrote, inside the writer's transaction (outbox rule):
 * the job reads them after the commit, so the index never holds a state that was rolled back. A
 * deleted or hidden thing is removed by the same job, since its indexer no longer answers it.
 */
export async function indexLater(
  ctx: { jobs: Pick<JobRunner, 'enqueue'> },
  tx: Tx,
  module: string,
  ids: readonly string[],
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await ctx.jobs.enqueue(tx, SEARCH_INDEX_JOB, { module, ids: unique });
}

/**
 * An activity a module publishes about its own object (a new file, an appointment: part 2's
 * `post_to_stream`). Declared here so that modules publish without depending on activities.
 */
export type ModuleActivity = {
  actorId: string;
  /** A group's stream, or a network stream by slug. */
  stream: { groupId: string } | { slug: string };
  /** The card the activity shows; `url` is the object's page. */
  object: { type: string; id: string; name: string; url: string };
  /**
   * The object's visibility keys (platform/visibility/keys.ts): only members holding one see the
   * activity, so whoever may not see the object does not see it either. They must be no wider
   * than the stream's own audience.
   */
  visibility: readonly string[];
};

export type ActivityPublisher = {
  /** Writes the activity inside the caller's transaction and answers its id. */
  publish(tx: Tx, activity: ModuleActivity): Promise<string>;
  /** After the caller's commit: the followers' unread counts may have changed. */
  published(): Promise<void>;
};

export const activityPublishers = extensionPoint<ActivityPublisher>('activityPublishers');
export const ACTIVITY_PUBLISHER = 'activities';

/** The activities module's publisher, or null where it is not installed (tests of single modules). */
export const activityPublisher = (ctx: { extensions: Extensions }): ActivityPublisher | null =>
  ctx.extensions.get(activityPublishers, ACTIVITY_PUBLISHER) ?? null;

/**
 * Pages and apps the navigation editor offers as links (`{admin}/pages.json`, `{admin}/apps.json`):
 * the pages and apps modules register a source each, under their own name. The scope is the network
 * (groupId null) or one group; the viewer administers it. Without sources the lists are empty.
 */
export type NavigationLinkSource = (
  db: Db,
  viewer: { id: string; isExternal: boolean; isNetworkAdmin: boolean },
  scope: { groupId: string | null },
) => Promise<{ key: string; text: string; link: string }[]>;
export const navigationPageSources = extensionPoint<NavigationLinkSource>('navigationPageSources');
export const navigationAppSources = extensionPoint<NavigationLinkSource>('navigationAppSources');

/**
 * A widget type's data for one viewer (widget bars, part 3 section 3.8). The module that owns the
 * data registers its types in its module.ts under the type's name (`birthday`, `appointments`, ...);
 * the widget bars module calls them with properties already checked against the contract's schema
 * of that type. `groupId` is the group whose bar is drawn (null for the network's bars). A loader
 * shows only what the viewer may see; it throws to have its widget drawn in its load-error state.
 */
export type WidgetLoader = (input: {
  viewer: CurrentMember;
  properties: Record<string, unknown>;
  groupId: string | null;
  now: Date;
}) => Promise<Record<string, unknown>>;
export const widgetLoaders = extensionPoint<WidgetLoader>('widgets');

/**
 * One day window of the statistics (statistics module): the instants [from, to) and the network's
 * zone that splits them into days. A counter answers, per local day (YYYY-MM-DD), the number of its
 * things for the network (`scope: 'network'`) and for each group (`scope: <group id>`).
 */
export type StatisticsWindow = { from: Date; to: Date; timeZone: string };
export type StatisticsCount = { day: string; scope: string; value: number };
export type StatisticsCounter = {
  metric: string;
  count(db: Db | Tx, window: StatisticsWindow): Promise<StatisticsCount[]>;
};
/** Registered as `<metric>:<module>`; several counters of one metric add up (network and group parts). */
export const statisticsCounters = extensionPoint<StatisticsCounter>('statisticsCounters');

/**
 * Topics of the realtime socket that other modules own, by kind (`app-wall:<appId>`): whether the
 * member may hear the topic with that id. The socket asks when a member joins, and again before every
 * push to it, so someone who lost access meanwhile hears nothing more.
 */
export const liveTopicKinds =
  extensionPoint<(member: CurrentMember, id: string) => Promise<boolean>>('liveTopicKinds');

/**
 * Bus channel of pushes to a live topic: `{ topic, event, payload }`, published after the commit. The
 * payload is the same for everyone who may hear the topic; it carries ids, never content.
 */
export const LIVE_CHANNEL = 'live';
