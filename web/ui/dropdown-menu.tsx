import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/** Radix dropdown menus with our look: arrow keys, typeahead, Escape and focus return come with Radix. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuSub = Menu.Sub;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const panel =
  'animate-content z-50 min-w-[13rem] overflow-hidden rounded-xl border border-border bg-surface p-1.5 ' +
  'text-sm text-ink shadow-xl';

export const DropdownMenuContent = ({
  children,
  align = 'end',
  className,
  label,
  onCloseAutoFocus,
}: {
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  className?: string;
  label?: string;
  /** Called before focus returns to the trigger; `event.preventDefault()` leaves it where an action put it. */
  onCloseAutoFocus?: (event: Event) => void;
}) => (
  <Menu.Portal>
    <Menu.Content
      align={align}
      sideOffset={6}
      collisionPadding={8}
      aria-label={label}
      onCloseAutoFocus={onCloseAutoFocus}
      className={cn(panel, className)}
    >
      {children}
    </Menu.Content>
  </Menu.Portal>
);

const item =
  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 outline-none select-none ' +
  'data-[highlighted]:bg-primary-soft data-[highlighted]:text-ink data-[disabled]:opacity-50';

export const DropdownMenuItem = ({
  children,
  onSelect,
  icon,
  className,
  disabled,
  asChild,
}: {
  children: ReactNode;
  onSelect?: (event: Event) => void;
  icon?: ReactNode;
  className?: string;
  disabled?: boolean;
  asChild?: boolean;
}) =>
  asChild ? (
    <Menu.Item asChild className={cn(item, className)} disabled={disabled} onSelect={onSelect}>
      {children}
    </Menu.Item>
  ) : (
    <Menu.Item className={cn(item, className)} disabled={disabled} onSelect={onSelect}>
      {icon ? <span className="text-muted [&>svg]:size-4">{icon}</span> : null}
      {children}
    </Menu.Item>
  );

export const DropdownMenuRadioItem = ({ value, children }: { value: string; children: ReactNode }) => (
  <Menu.RadioItem value={value} className={cn(item, 'pr-8')}>
    <span className="flex size-4 items-center justify-center">
      <Menu.ItemIndicator>
        <Check aria-hidden className="size-4 text-primary" />
      </Menu.ItemIndicator>
    </span>
    {children}
  </Menu.RadioItem>
);

export const DropdownMenuSubTrigger = ({ children, icon }: { children: ReactNode; icon?: ReactNode }) => (
  <Menu.SubTrigger className={cn(item, 'data-[state=open]:bg-primary-soft')}>
    {icon ? <span className="text-muted [&>svg]:size-4">{icon}</span> : null}
    <span className="flex-1">{children}</span>
    <ChevronRight aria-hidden className="size-4 text-subtle" />
  </Menu.SubTrigger>
);

export const DropdownMenuSubContent = ({ children }: { children: ReactNode }) => (
  <Menu.Portal>
    <Menu.SubContent sideOffset={6} collisionPadding={8} className={panel}>
      {children}
    </Menu.SubContent>
  </Menu.Portal>
);

export const DropdownMenuSeparator = () => <Menu.Separator className="my-1.5 h-px bg-border" />;

export const DropdownMenuLabel = ({ children }: { children: ReactNode }) => (
  <Menu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-subtle">{children}</Menu.Label>
);
