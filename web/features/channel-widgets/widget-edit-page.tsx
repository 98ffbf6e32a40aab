import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { inputClasses } from '../../ui/form-field';
import { NotFoundPage } from '../errors';
import { LazyTranslationEditor } from '../translations';
import { EditorHeading, useEditableWidgets } from './channel-header';
import { WidgetForm } from './widget-form';

/** /channels/{slug}/widgets/new: choose the type, then the form. */
export const NewWidgetPage = () => {
  const { t } = useTranslation();
  const { channelSlug = '' } = useParams();
  const { widgets, gate } = useEditableWidgets(channelSlug);
  const [type, setType] = useState('');
  useDocumentTitle(t('js.channel_widgets.new_widget'));
  if (gate) return gate;
  const types = widgets.data?.types ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <EditorHeading slug={channelSlug} title={t('js.channel_widgets.new_widget')} />
      <label className="grid gap-1 text-sm font-medium text-ink">
        {t('js.channel_widgets.fields.type')}
        <select className={inputClasses} value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">{t('js.channel_widgets.choose_type')}</option>
          {types.map((entry) => (
            <option key={entry} value={entry}>
              {t(`js.channel_widgets.types.${entry}`, { defaultValue: entry })}
            </option>
          ))}
        </select>
      </label>
      {type ? (
        <WidgetForm key={type} slug={channelSlug} type={type} otherWidgets={widgets.data?.widgets ?? []} />
      ) : null}
    </div>
  );
};

/** /channels/{slug}/widgets/{id}/edit */
export const EditWidgetPage = () => {
  const { t } = useTranslation();
  const { channelSlug = '', widgetId = '' } = useParams();
  const { widgets, gate } = useEditableWidgets(channelSlug);
  useDocumentTitle(t('js.channel_widgets.edit_widget_title'));
  if (gate) return gate;
  const widget = widgets.data?.widgets.find((entry) => entry.id === widgetId);
  if (!widget) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <EditorHeading slug={channelSlug} title={t('js.channel_widgets.edit_widget_title')} />
      <WidgetForm
        slug={channelSlug}
        type={widget.type}
        widget={widget}
        otherWidgets={(widgets.data?.widgets ?? []).filter((entry) => entry.id !== widget.id)}
      />
      <Suspense fallback={null}>
        <LazyTranslationEditor type="widget" id={widget.id} />
      </Suspense>
    </div>
  );
};

export { NewWidgetPage as Component };
