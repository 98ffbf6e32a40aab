import {
  mergeAttributes,
  Node,
  NodeViewWrapper,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
} from '@tiptap/react';
import { LayoutGrid, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui/icon-button';

/**
 * An embedded widget (server/modules/pages/embedded-widgets.ts): an atom block storing the widget's
 * type and its settings as JSON, written as `<div data-widget-type data-widget-settings></div>`. The
 * editor shows a placeholder naming the widget; the page view draws its data for each reader.
 */
const WidgetPlaceholder = ({ node, deleteNode, selected }: ReactNodeViewProps) => {
  const { t } = useTranslation();
  const type = String(node.attrs.type);
  let headline = '';
  try {
    const settings = JSON.parse(String(node.attrs.settings)) as { headline?: unknown };
    headline = typeof settings.headline === 'string' ? settings.headline : '';
  } catch {
    // Settings the server would refuse show no headline; saving names the problem.
  }
  const name = t(`js.widgetbars.types.${type}`, { defaultValue: type });
  return (
    <NodeViewWrapper
      className={`my-3 flex items-center gap-3 rounded-lg border border-dashed border-border-strong bg-canvas px-4 py-3 ${selected ? 'ring-2 ring-primary/40' : ''}`}
      data-testid="page-widget-placeholder"
      contentEditable={false}
    >
      <LayoutGrid aria-hidden className="size-5 text-muted" />
      <span className="flex-1 text-sm text-ink">
        {t('js.pages.widgets.placeholder', { name })}
        {headline ? <span className="text-muted"> · {headline}</span> : null}
      </span>
      <IconButton
        label={t('js.pages.widgets.remove', { name })}
        icon={<Trash2 aria-hidden className="size-4" />}
        onClick={deleteNode}
      />
    </NodeViewWrapper>
  );
};

export const EmbeddedWidget = Node.create({
  name: 'embeddedWidget',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      type: {
        default: 'text',
        parseHTML: (element) => element.getAttribute('data-widget-type'),
        rendered: false,
      },
      settings: {
        default: '{}',
        parseHTML: (element) => element.getAttribute('data-widget-settings') ?? '{}',
        rendered: false,
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-widget-type]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        'data-widget-type': node.attrs.type,
        'data-widget-settings': node.attrs.settings,
      }),
    ];
  },
  addNodeView() {
    return ReactNodeViewRenderer(WidgetPlaceholder);
  },
});
