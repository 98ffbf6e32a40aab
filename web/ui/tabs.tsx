import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from './cn';

export type TabDefinition = { value: string; label: ReactNode; content: ReactNode };

export type QueryTabsProps = {
  tabs: TabDefinition[];
  /** The accessible name of the tab list. */
  label: string;
  className?: string;
};

/**
 * Tabs whose selection lives in the `tab` query parameter (part 3 section 2.1), so a tab can be linked
 * and survives a reload. An unknown value falls back to the first tab.
 */
export const QueryTabs = ({ tabs, label, className }: QueryTabsProps) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = tabs.some((tab) => tab.value === requested) ? (requested as string) : tabs[0]?.value;
  const select = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === tabs[0]?.value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <RadixTabs.Root value={current} onValueChange={select} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted',
              'hover:text-ink data-[state=active]:border-primary data-[state=active]:text-ink',
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="pt-5 focus-visible:outline-none">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
};
