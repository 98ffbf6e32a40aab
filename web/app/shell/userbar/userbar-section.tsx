import { type ReactNode, useId } from 'react';

export type UserbarSectionProps = {
  title: string;
  /** How many entries the list holds; an empty section is not shown. */
  count: number;
  /** The entries as <li> elements. */
  children: ReactNode;
  testId?: string;
};

/** A titled list in the user bar. */
export const UserbarSection = ({ title, count, children, testId }: UserbarSectionProps) => {
  const id = useId();
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-1" data-testid={testId}>
      <h2
        id={id}
        className="px-2.5 pt-1 text-[11px] font-semibold tracking-wider text-userbar-text/75 uppercase"
      >
        {title}
      </h2>
      <ul className="space-y-0.5">{children}</ul>
    </section>
  );
};
