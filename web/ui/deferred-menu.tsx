import { type ComponentType, type KeyboardEvent, type ReactNode, useState } from 'react';

export type MenuTrigger = { label: string; className: string; children: ReactNode };
type MenuComponent<P> = ComponentType<P & { defaultOpen?: boolean }>;

export type DeferredMenuProps<P extends object> = {
  /** Loads the real (Radix) menu; it renders the same trigger look and opens when `defaultOpen`. */
  load: () => Promise<{ default: MenuComponent<P> }>;
  menuProps: P;
  trigger: MenuTrigger;
};

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu whose code loads on first use (or when the pointer comes near): the header's menus need
 * Radix and floating-ui, which would otherwise weigh on every page's first load. Until then a plain
 * button with the same look and the same accessible name stands in.
 */
export const DeferredMenu = <P extends object>({ load, menuProps, trigger }: DeferredMenuProps<P>) => {
  const [Menu, setMenu] = useState<MenuComponent<P> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (Menu) return <Menu {...menuProps} defaultOpen={openOnLoad} />;
  const open = () => {
    setOpenOnLoad(true);
    void load().then((module) => setMenu(() => module.default));
  };
  return (
    <button
      type="button"
      aria-label={trigger.label}
      title={trigger.label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={trigger.className}
      onPointerEnter={() => void load()}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      {trigger.children}
    </button>
  );
};
