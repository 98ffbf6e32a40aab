import type { PropertyDefinition } from '../../../contract/property-sets.js';
import type { Db } from '../../db/client.js';
import { type AppSpec, buildApp, buildItems, type ItemSpec } from '../../db/seed/build/apps.js';
import { next } from './sequence.js';

/** A selection, a text and a membership property: enough for lists, walls and assignments. */
export const STAGE_PROPERTIES: PropertyDefinition[] = [
  { name: 'title', type: 'text', label: 'Title', hint: '', required: true, multiline: false },
  {
    name: 'stage',
    type: 'selection',
    label: 'Stage',
    hint: '',
    required: false,
    multiple: false,
    options: [
      { label: 'New', value: 'new' },
      { label: 'Doing', value: 'doing' },
      { label: 'Done', value: 'done' },
    ],
  },
  { name: 'assignees', type: 'membership', label: 'Assignees', hint: '', required: false, multiple: true },
  { name: 'notes', type: 'text', label: 'Notes', hint: '', required: false, multiline: true },
];

/**
 * An app with its property set (the shared builder the seed uses): a network app with the stage
 * properties and a wall unless overridden.
 */
export async function createApp(db: Db, authorId: string, overrides: Partial<AppSpec> = {}) {
  const n = next();
  return buildApp(db, {
    authorId,
    name: `App ${n}`,
    slug: `app-${n}`,
    group: null,
    properties: STAGE_PROPERTIES,
    columnProperty: 'stage',
    ...overrides,
  });
}

/** Items of an app written directly (their derived columns by the module's own function). */
export function createItems(
  db: Db,
  app: { id: string; columnProperty: string | null },
  specs: readonly ItemSpec[],
  properties: readonly PropertyDefinition[] = STAGE_PROPERTIES,
) {
  return buildItems(db, app, properties, specs);
}
