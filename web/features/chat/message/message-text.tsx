import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { ErrorBoundary } from '../../../ui/error-boundary';
import { isEmojiOnly } from '../lib/emoji-only';
import { linkHashtags } from '../lib/links';
import { MarkdownLink } from './markdown-link';

const PLUGINS = [remarkGfm, remarkBreaks];
/** Headings shift down a level inside a message; images become links (no remote pictures in chat). */
const COMPONENTS = {
  a: MarkdownLink,
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  img: ({ src, alt }: { src?: string | Blob; alt?: string }) => (
    <MarkdownLink href={typeof src === 'string' ? src : undefined}>{alt || String(src ?? '')}</MarkdownLink>
  ),
} as const;

/**
 * A message's text: markdown with line breaks and GitHub extensions, never raw HTML; up to 3 emoji
 * alone show large; a text that fails to render shows the rendering-error message instead.
 */
export const MessageText = ({ text }: { text: string }) => {
  const { t } = useTranslation();
  const source = useMemo(() => linkHashtags(text), [text]);
  if (isEmojiOnly(text))
    return (
      <p className="text-4xl leading-tight" data-emoji-only>
        {text.trim()}
      </p>
    );
  return (
    <ErrorBoundary fallback={<p className="text-sm text-danger italic">{t('js.chat.rendering_error')}</p>}>
      <div className="chat-markdown text-sm break-words [&_blockquote]:border-l-2 [&_blockquote]:pl-2 [&_code]:rounded [&_code]:bg-black/6 [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_pre]:overflow-x-auto [&_table]:text-xs [&_td]:border [&_td]:px-1 [&_th]:border [&_th]:px-1 [&_ul]:list-disc [&_ul]:pl-5">
        <ReactMarkdown remarkPlugins={PLUGINS} skipHtml components={COMPONENTS}>
          {source}
        </ReactMarkdown>
      </div>
    </ErrorBoundary>
  );
};
