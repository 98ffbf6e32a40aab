import type { AppContext } from '../../platform/context.js';
import { widgetLoaders } from '../../platform/modules/extensions.js';
import { renderWidgetContent } from './render.js';

type TextProperties = { content: string; renderer: 'markdown' | 'html_sanitized' };

/** The text widget and the group's info widget: content written by the bar's administrators. */
export function registerCommonWidgets(ctx: AppContext) {
  const text = async ({ properties }: { properties: Record<string, unknown> }) => {
    const { content, renderer } = properties as TextProperties;
    return { html: renderWidgetContent(content, renderer) };
  };
  ctx.extensions.add(widgetLoaders, 'text', text);
  ctx.extensions.add(widgetLoaders, 'group_info', text);
}
