import { ChevronDown, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavigationItem } from '../../app/api/types';
import { cn } from '../../ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { UnreadBubble } from '../../ui/unread-bubble';
import { navigationLabel } from './navigation-label';

const tabClasses = (active: boolean) =>
  cn(
    '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors',
    active
      ? 'border-primary text-ink'
      : 'border-transparent text-muted hover:border-border-strong hover:text-ink',
  );

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

const Badge = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  return <UnreadBubble count={count} label={t('js.groups.navigation.join_requests', { count })} />;
};

const TabLink = ({ item, groupRoot }: { item: NavigationItem; groupRoot: string }) => {
  const { t } = useTranslation();
  const location = useLocation();
  // The group's root shows its profile, so the profile tab is the current one there.
  const atRoot = location.pathname.replace(/\/+$/, '') === groupRoot;
  const label = navigationLabel(item, t);
  if (item.new_window || !isInternal(item.url)) {
    return (
      <a
        href={item.url}
        target={item.new_window ? '_blank' : undefined}
        rel="noopener noreferrer"
        className={tabClasses(false)}
      >
        {label}
        {item.new_window ? (
          <ExternalLink aria-label={t('js.opens_in_new_window')} className="size-3.5" />
        ) : null}
        <Badge count={item.badge} />
      </a>
    );
  }
  return (
    <NavLink
      to={item.url}
      end={item.url === groupRoot}
      className={({ isActive }) => tabClasses(isActive || (item.key === 'profile' && atRoot))}
    >
      {label}
      <Badge count={item.badge} />
    </NavLink>
  );
};

const TabMenu = ({ item }: { item: NavigationItem }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const active = item.children.some((child) => location.pathname.startsWith(child.url));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={tabClasses(active)}>
        {navigationLabel(item, t)}
        <Badge count={item.badge} />
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" label={navigationLabel(item, t)}>
        {item.children.map((child) => (
          <DropdownMenuItem key={child.key} asChild>
            {child.new_window || !isInternal(child.url) ? (
              <a href={child.url} target={child.new_window ? '_blank' : undefined} rel="noopener noreferrer">
                {navigationLabel(child, t)}
                {child.new_window ? (
                  <ExternalLink aria-label={t('js.opens_in_new_window')} className="size-3.5" />
                ) : null}
              </a>
            ) : (
              <NavLink to={child.url}>
                {navigationLabel(child, t)}
                <Badge count={child.badge} />
              </NavLink>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

/** The group's navigation tabs with dropdown sub-items, new-window links and join-request badges. */
export const GroupTabs = ({
  items,
  groupRoot,
  label,
}: {
  items: NavigationItem[];
  groupRoot: string;
  label: string;
}) => (
  <nav aria-label={label} className="-mx-1 overflow-x-auto">
    <ul className="flex min-w-max gap-1 px-1">
      {items.map((item) => (
        <li key={item.key}>
          {item.children.length ? <TabMenu item={item} /> : <TabLink item={item} groupRoot={groupRoot} />}
        </li>
      ))}
    </ul>
  </nav>
);
