import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationSource, TranslationSubject } from '../../../contract/translations';
import { isApiError } from '../../app/api/client';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { fieldMessageText } from '../../ui/form/field-message';
import { FormField, inputClasses } from '../../ui/form-field';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { RichTextEditor } from '../messages';
import { useContentTranslation, useSaveTranslation, useTranslationLanguages } from './api';
import { lastUsedLanguage, orderLanguages, rememberLanguage } from './language-order';

/** A source key (`navigation_items.0.title`) as a label: the field's name and the item's number. */
const labelOf = (t: TFunction, key: string) => {
  const parts = key.split('.');
  const field = parts.at(-1) ?? key;
  const name = t(`js.translations.fields.${field}`, { defaultValue: field });
  const index = parts.length > 1 ? Number(parts[1]) : Number.NaN;
  return Number.isInteger(index) ? t('js.translations.item_field', { name, n: index + 1 }) : name;
};

type FormProps = {
  type: TranslationSubject;
  id: string;
  lng: string;
  sources: TranslationSource[];
  manual: Record<string, string>;
};

/** The manual texts of one language; an empty text keeps the original (or the service's). */
const ManualTranslationForm = ({ type, id, lng, sources, manual }: FormProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(manual);
  const [dirty, setDirty] = useState(false);
  const save = useSaveTranslation(type, id);
  const errors = isApiError(save.error) ? save.error.fields : {};
  const change = (key: string, text: string) => {
    setValues((current) => ({ ...current, [key]: text }));
    setDirty(true);
  };
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { lng, fields: values },
          {
            onSuccess: () => {
              setDirty(false);
              toast.success(t('js.saving_successful'));
            },
            onError: (error) => toast.error(error.message || t('js.saving_failure')),
          },
        );
      }}
    >
      {sources.map((source) => {
        const label = labelOf(t, source.key);
        const error = errors[`fields.${source.key}`]?.map((message) => fieldMessageText(t, message));
        return (
          <FormField
            key={source.key}
            label={label}
            error={error}
            hint={
              source.format === 'text' ? t('js.translations.original_hint', { text: source.text }) : undefined
            }
          >
            {source.format === 'html' ? (
              <RichTextEditor
                label={label}
                initialHtml={values[source.key] ?? ''}
                onChange={(value) => change(source.key, value.text.trim() ? value.html : '')}
              />
            ) : (
              <input
                className={inputClasses}
                value={values[source.key] ?? ''}
                placeholder={source.text}
                onChange={(event) => change(source.key, event.target.value)}
              />
            )}
          </FormField>
        );
      })}
      <Button type="submit" disabled={!dirty || save.isPending}>
        {t('js.translations.save')}
      </Button>
    </form>
  );
};

/**
 * The "Translations" section of the channel, widget and article editors: editors pick a language
 * and type their own translation of each text, which readers then get instead of the service's.
 */
const TranslationEditor = ({ type, id }: { type: TranslationSubject; id: string }) => {
  const { t } = useTranslation();
  const languages = useTranslationLanguages();
  const { primary, others } = orderLanguages(languages.data?.languages ?? [], lastUsedLanguage());
  const [lng, setLng] = useState<string>(() => lastUsedLanguage() ?? 'DE');
  const translation = useContentTranslation(lng, type, id);
  return (
    <Card title={t('js.translations.title')} as="section">
      <div className="space-y-4" data-testid="translation-editor">
        <p className="text-sm text-muted">{t('js.translations.editor_hint')}</p>
        <FormField label={t('js.translations.language')}>
          <select
            className={inputClasses}
            value={lng}
            onChange={(event) => {
              setLng(event.target.value);
              rememberLanguage(event.target.value);
            }}
          >
            {[...primary, ...others].map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </FormField>
        {translation.isPending ? (
          <LoadingState />
        ) : translation.isError || !translation.data.sources ? (
          <ErrorState onRetry={() => void translation.refetch()} />
        ) : (
          <ManualTranslationForm
            key={lng}
            type={type}
            id={id}
            lng={lng}
            sources={translation.data.sources}
            manual={translation.data.manual ?? {}}
          />
        )}
      </div>
    </Card>
  );
};

export default TranslationEditor;
