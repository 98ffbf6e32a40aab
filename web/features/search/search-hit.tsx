import { Link } from 'react-router';
import type { SearchHit } from '../../../contract/search';

/** A hit's title with its matched words marked. */
export const HighlightedTitle = ({ hit, className }: { hit: SearchHit; className?: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <mark> only
  <span className={className} dangerouslySetInnerHTML={{ __html: hit.highlight.title }} />
);

/**
 * One hit. `highlight` comes from the server already HTML-escaped, with only `<mark>` added around
 * matched words, so it is rendered as markup; everything else is text.
 */
export const SearchHitItem = ({ hit }: { hit: SearchHit }) => (
  <li className="py-3">
    <Link to={hit.url} className="font-medium text-ink hover:underline">
      <HighlightedTitle hit={hit} />
    </Link>
    {hit.highlight.content ? (
      <p
        className="mt-1 line-clamp-3 text-sm text-muted [&_mark]:bg-yellow-200 [&_mark]:text-ink"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <mark> only
        dangerouslySetInnerHTML={{ __html: hit.highlight.content }}
      />
    ) : null}
  </li>
);
