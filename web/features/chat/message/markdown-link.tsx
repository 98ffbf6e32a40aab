import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { internalPath } from '../lib/links';

/** In-app links stay in the app (router links); all others open in a new tab without an opener. */
export const MarkdownLink = ({ href, children }: { href?: string; children?: ReactNode }) => {
  const path = href ? internalPath(href) : null;
  if (path)
    return (
      <Link to={path} className="font-medium underline underline-offset-2">
        {children}
      </Link>
    );
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium underline underline-offset-2"
    >
      {children}
    </a>
  );
};
