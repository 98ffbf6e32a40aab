import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { type ItemLayout, type LayoutEntry, layoutRows } from '../../../contract/item-layouts';
import { cn } from '../../ui/cn';
import type { FieldProperty } from '../property-fields';

const GRID = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/** A custom tab's rows of columns, each column its entries in order (unknown names skipped). */
const TabGrid = ({
  tab,
  byName,
  render,
}: {
  tab: ItemLayout['tabs'][number];
  byName: ReadonlyMap<string, FieldProperty>;
  render: (property: FieldProperty, entry: LayoutEntry) => ReactNode;
}) => (
  <div className="space-y-6">
    {layoutRows(tab.layout).map((row) => (
      <div key={row.join('')} className={cn('grid gap-6', GRID[row.length as 1 | 2 | 3])}>
        {row.map((column) => (
          <div key={column} className="min-w-0 space-y-4" data-testid={`layout-column-${column}`}>
            {(tab.columns[column] ?? []).map((entry) => {
              const property = byName.get(entry.name);
              return property ? <div key={entry.name}>{render(property, entry)}</div> : null;
            })}
          </div>
        ))}
      </div>
    ))}
  </div>
);

/**
 * An item's properties in the app's layout (part 3 section 3.8): `auto` is the set's order (`auto`
 * renders it), `custom` its tabs of columns. Inactive tabs stay mounted but hidden, so a form's
 * fields keep their values and the server's errors under them.
 */
export const ItemLayoutView = ({
  layout,
  properties,
  label,
  auto,
  render,
}: {
  /** Resolved: never `inherit`. */
  layout: ItemLayout;
  properties: readonly FieldProperty[];
  label: string;
  auto: () => ReactNode;
  render: (property: FieldProperty, entry: LayoutEntry) => ReactNode;
}) => {
  if (layout.type !== 'custom' || layout.tabs.length === 0) return <>{auto()}</>;
  const byName = new Map(properties.map((property) => [property.name, property]));
  const [only] = layout.tabs;
  if (layout.tabs.length === 1 && only) return <TabGrid tab={only} byName={byName} render={render} />;
  return (
    <RadixTabs.Root defaultValue="0">
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
        {layout.tabs.map((tab, index) => (
          <RadixTabs.Trigger
            // biome-ignore lint/suspicious/noArrayIndexKey: tab names may repeat; their order is fixed
            key={index}
            value={String(index)}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted',
              'hover:text-ink data-[state=active]:border-primary data-[state=active]:text-ink',
            )}
          >
            {tab.name}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {layout.tabs.map((tab, index) => (
        <RadixTabs.Content
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          key={index}
          value={String(index)}
          forceMount
          className="pt-5 focus-visible:outline-none data-[state=inactive]:hidden"
        >
          <TabGrid tab={tab} byName={byName} render={render} />
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
};
