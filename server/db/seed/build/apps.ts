import { appPropertySetName, type EmailIntegration } from '../../../../contract/apps.js';
import type { AudienceEntry } from '../../../../contract/channels.js';
import type { PropertyDefinition } from '../../../../contract/property-sets.js';
import { derivedColumns } from '../../../modules/apps/derive.js';
import { appVisibility, audienceKeys } from '../../../modules/apps/policy.js';
import { appItems, apps } from '../../../modules/apps/tables.js';
import { propertySets } from '../../../modules/property-sets/tables.js';
import type { Db, Tx } from '../../client.js';

export type AppSpec = {
  authorId: string;
  name: string;
  slug: string;
  description?: string;
  /** The app's group (its keys decide who sees the app); null for a network app. */
  group: {
    id: string;
    access: 'open' | 'closed' | 'hidden';
    externallyVisible: boolean;
    categoryId: string;
  } | null;
  properties: PropertyDefinition[];
  columnProperty?: string | null;
  creators?: AudienceEntry[];
  editors?: AudienceEntry[];
  teaserTemplate?: string;
  integrations?: EmailIntegration[];
  showInUserbar?: boolean;
};

/** An app with its property set, as the product stores them (the seed and the test factories). */
export async function buildApp(db: Db | Tx, spec: AppSpec) {
  const [app] = await db
    .insert(apps)
    .values({
      groupId: spec.group?.id ?? null,
      slug: spec.slug,
      name: spec.name,
      description: spec.description ?? '',
      columnProperty: spec.columnProperty ?? null,
      creators: spec.creators ?? [],
      editors: spec.editors ?? [],
      createKeys: audienceKeys(spec.creators ?? []),
      updateKeys: audienceKeys(spec.editors ?? []),
      visibility: appVisibility(spec.group),
      teaserTemplate: spec.teaserTemplate ?? '',
      integrations: spec.integrations ?? [],
      showInUserbar: spec.showInUserbar ?? false,
      authorId: spec.authorId,
    })
    .returning();
  if (!app) throw new Error('app not created');
  await db.insert(propertySets).values({
    scope: spec.group?.id ?? 'network',
    name: appPropertySetName(app.id),
    type: 'basic',
    properties: spec.properties,
    modifications: [],
  });
  return app;
}

export type ItemSpec = {
  authorId: string;
  values: Record<string, unknown>;
  position?: number;
  archivedAt?: Date | null;
  createdAt?: Date;
};

/** Items of an app, values as validated values are stored (the caller gives them in that shape). */
export async function buildItems(
  db: Db | Tx,
  app: { id: string; columnProperty: string | null },
  properties: readonly PropertyDefinition[],
  specs: readonly ItemSpec[],
) {
  if (specs.length === 0) return [];
  return db
    .insert(appItems)
    .values(
      specs.map((spec, index) => ({
        appId: app.id,
        values: spec.values,
        ...derivedColumns(properties, app.columnProperty, spec.values),
        position: spec.position ?? index + 1,
        authorId: spec.authorId,
        archivedAt: spec.archivedAt ?? null,
        archivedById: spec.archivedAt ? spec.authorId : null,
        ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
      })),
    )
    .returning();
}
