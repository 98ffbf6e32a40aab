import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { WIDGET_TYPES, type WidgetType, type WidgetView } from '../../../contract/widgetbars';
import { useMe } from '../../app/api/use-me';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { ErrorState, LoadingState } from '../../ui/states';
import { LazyWidgetCard } from '../widgetbars';
import { usePageWidgets } from './api';

const isWidgetType = (type: string | undefined): type is WidgetType =>
  (WIDGET_TYPES as readonly (string | undefined)[]).includes(type);

/** A widget node the server answered nothing for (its settings no longer read): the failed card. */
const failedWidget = (id: string, type: WidgetType): WidgetView => ({
  id,
  type,
  headline: '',
  status: 'error',
  data: null,
});

type Props = { pageId: string; version: number; html: string };

/**
 * The page's content with its embedded widgets: the server's HTML keeps an empty
 * `div[data-widget-type]` where each widget goes; their data is loaded for the viewer
 * (`GET …/widgets`, only when the page has any) and each card is drawn into its node. A widget that
 * failed shows its error state and the rest of the page stays as it is.
 */
export const PageBody = ({ pageId, version, html }: Props) => {
  const { t } = useTranslation();
  const me = useMe();
  const content = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  // The nodes exist once the HTML is in the document; they change only with the HTML.
  // biome-ignore lint/correctness/useExhaustiveDependencies: html is what replaces the nodes
  useLayoutEffect(() => {
    setSlots([...(content.current?.querySelectorAll<HTMLElement>('div[data-widget-type]') ?? [])]);
  }, [html]);
  const widgets = usePageWidgets(pageId, version, slots.length > 0);
  const timeZone = me.data?.time_zone ?? 'Europe/Berlin';
  const drawn = (slot: HTMLElement, index: number) => {
    if (widgets.isPending) return <LoadingState label={t('js.pages.widgets.loading')} />;
    if (widgets.isError) {
      return <ErrorState message={t('js.pages.widgets.load_error')} onRetry={() => void widgets.refetch()} />;
    }
    const id = `w${index}`;
    const type = slot.dataset.widgetType;
    const widget =
      widgets.data.widgets.find((candidate) => candidate.id === id) ??
      (isWidgetType(type) ? failedWidget(id, type) : null);
    if (!widget) return <p className="text-sm text-muted">{t('js.pages.widgets.load_error')}</p>;
    return (
      <Suspense fallback={<LoadingState label={t('js.pages.widgets.loading')} />}>
        <LazyWidgetCard widget={widget} timeZone={timeZone} />
      </Suspense>
    );
  };
  return (
    <div ref={content}>
      <SanitizedHtml html={html} className="page-content" />
      {slots.map((slot, index) =>
        createPortal(<div className="my-4">{drawn(slot, index)}</div>, slot, `w${index}`),
      )}
    </div>
  );
};
