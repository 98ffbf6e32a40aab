import { cn } from './cn';
import './rich-content.css';

/** Content the server sanitised (platform/rich-text.ts) when it was written. */
export const SanitizedHtml = ({ html, className }: { html: string; className?: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: html_content is sanitised by the server (sanitize-html)
  <div className={cn('rich-content break-words', className)} dangerouslySetInnerHTML={{ __html: html }} />
);
