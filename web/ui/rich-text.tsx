import { Fragment } from 'react';
import { cn } from './cn';

export type RichTextProps = { text: string | null | undefined; className?: string };

/**
 * Shows user text safely: for now plain text with its line breaks (React escapes it). Paragraphs are
 * separated by blank lines. Server-sanitised HTML and markdown rendering come with the modules that need them.
 */
export const RichText = ({ text, className }: RichTextProps) => {
  if (!text?.trim()) return null;
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/);
  return (
    <div className={cn('space-y-3 break-words', className)}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a static text have no identity
        <p key={index}>
          {paragraph.split('\n').map((line, lineIndex, lines) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static text have no identity
            <Fragment key={lineIndex}>
              {line}
              {lineIndex < lines.length - 1 ? <br /> : null}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
};
