import type { ReactNode } from 'react';

/** A titled group of fields; `collapsible` ones start closed unless they hold something. */
export const FormSection = ({
  title,
  children,
  collapsible = false,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  collapsible?: boolean;
  defaultOpen?: boolean;
}) =>
  collapsible ? (
    <details open={defaultOpen} className="group rounded-xl border border-border bg-surface">
      <summary className="cursor-pointer px-4 py-3 font-semibold select-none">{title}</summary>
      <div className="flex flex-col gap-4 border-t border-border p-4">{children}</div>
    </details>
  ) : (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
