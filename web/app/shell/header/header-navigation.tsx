import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HeaderNavigationItem } from '../../../../contract/navigation';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';

type Entry = { text: string; url: string; new_window: boolean };

const linkClasses =
  'inline-flex h-9 items-center gap-1 rounded-lg px-2.5 text-sm font-medium hover:bg-black/6';

/** Site paths stay in the app; addresses and new-window items are plain links. */
const ItemLink = ({
  entry,
  className,
  children,
}: {
  entry: Entry;
  className?: string;
  children: ReactNode;
}) =>
  entry.url.startsWith('/') && !entry.new_window ? (
    <Link to={entry.url} className={className}>
      {children}
    </Link>
  ) : (
    <a
      href={entry.url}
      className={className}
      {...(entry.new_window ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );

/**
 * The network's navigation as administrators arranged it (part 3 section 3.2): top-level links, and
 * a menu for an item with nested items. Loaded only when there are items, outside the shell chunk.
 */
const HeaderNavigation = ({ items, label }: { items: HeaderNavigationItem[]; label: string }) => (
  <nav aria-label={label} className="hidden items-center gap-1 lg:flex" data-testid="header-navigation">
    <ul className="flex items-center gap-1">
      {items.map((item) =>
        item.children.length === 0 ? (
          <li key={`${item.text}|${item.url}`}>
            <ItemLink entry={item} className={linkClasses}>
              {item.text}
            </ItemLink>
          </li>
        ) : (
          <li key={`${item.text}|${item.url}`}>
            <DropdownMenu>
              <DropdownMenuTrigger className={linkClasses}>
                {item.text}
                <ChevronDown aria-hidden className="size-4" />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start" label={item.text}>
                {item.url ? (
                  <DropdownMenuItem asChild>
                    <ItemLink entry={item}>{item.text}</ItemLink>
                  </DropdownMenuItem>
                ) : null}
                {item.children.map((child) => (
                  <DropdownMenuItem asChild key={`${child.text}|${child.url}`}>
                    <ItemLink entry={child}>{child.text}</ItemLink>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        ),
      )}
    </ul>
  </nav>
);

export default HeaderNavigation;
