import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ChannelWidget,
  NAVIGATION_ICONS,
  NAVIGATION_ITEMS_MAX,
} from '../../../contract/channel-widgets';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField } from '../../ui/form/choice-fields';
import { TextareaField, TextField } from '../../ui/form/text-fields';
import { IconButton } from '../../ui/icon-button';
import type { WidgetFormControl } from './widget-form';

const SPOTLIGHT_MAX = 12;

/** The items of a navigation widget: a link or another widget of the channel, with icon and colours. */
export const NavigationItemsField = ({
  control,
  widgets,
}: {
  control: WidgetFormControl;
  widgets: ChannelWidget[];
}) => {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'navigation_items' as never });
  const items = (useWatch({ control, name: 'navigation_items' }) ?? []) as { type?: string }[];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">
        {t('js.channel_widgets.fields.navigation_items')}
      </legend>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="space-y-3 rounded-lg border border-border p-4">
            <div className="flex items-start gap-3">
              <TextField
                className="flex-1"
                control={control}
                name={`navigation_items.${index}.title`}
                label={t('js.channel_widgets.fields.item_title')}
                required
              />
              <IconButton
                label={t('js.channel_widgets.remove_item', { index: index + 1 })}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => remove(index)}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <SelectField
                control={control}
                name={`navigation_items.${index}.type`}
                label={t('js.channel_widgets.fields.item_type')}
              >
                <option value="url">{t('js.channel_widgets.item_types.url')}</option>
                <option value="widget">{t('js.channel_widgets.item_types.widget')}</option>
              </SelectField>
              {items[index]?.type === 'widget' ? (
                <SelectField
                  control={control}
                  name={`navigation_items.${index}.widget`}
                  label={t('js.channel_widgets.fields.item_widget')}
                >
                  <option value="">{t('js.channel_widgets.choose_widget')}</option>
                  {widgets.map((widget) => (
                    <option key={widget.id} value={widget.id}>
                      {widget.title ||
                        t(`js.channel_widgets.types.${widget.type}`, { defaultValue: widget.type })}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <TextField
                  control={control}
                  name={`navigation_items.${index}.url`}
                  label={t('js.channel_widgets.fields.url')}
                />
              )}
              <SelectField
                control={control}
                name={`navigation_items.${index}.icon`}
                label={t('js.channel_widgets.fields.icon')}
              >
                {NAVIGATION_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {t(`js.channel_widgets.icons.${icon}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <CheckboxField
              control={control}
              name={`navigation_items.${index}.new_window`}
              label={t('js.channel_widgets.fields.new_window')}
            />
          </li>
        ))}
      </ol>
      <Button
        type="button"
        size="sm"
        disabled={fields.length >= NAVIGATION_ITEMS_MAX}
        onClick={() =>
          append({
            type: 'url',
            title: '',
            url: '',
            icon: 'link',
            new_window: false,
            widget: null,
            background_override: null,
            text_override: null,
          } as never)
        }
      >
        <Plus aria-hidden className="size-4" />
        {t('js.channel_widgets.add_item')}
      </Button>
    </fieldset>
  );
};

/** The articles a spotlight widget shows: title, teaser and link. */
export const SpotlightArticlesField = ({ control }: { control: WidgetFormControl }) => {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'articles' as never });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">{t('js.channel_widgets.fields.articles')}</legend>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="space-y-3 rounded-lg border border-border p-4">
            <div className="flex items-start gap-3">
              <TextField
                className="flex-1"
                control={control}
                name={`articles.${index}.title`}
                label={t('js.channel_widgets.fields.item_title')}
                required
              />
              <IconButton
                label={t('js.channel_widgets.remove_item', { index: index + 1 })}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => remove(index)}
              />
            </div>
            <TextField
              control={control}
              name={`articles.${index}.url`}
              type="url"
              label={t('js.channel_widgets.fields.url')}
              required
            />
            <TextareaField
              control={control}
              name={`articles.${index}.teaser`}
              label={t('js.channel_widgets.fields.teaser')}
            />
          </li>
        ))}
      </ol>
      <Button
        type="button"
        size="sm"
        disabled={fields.length >= SPOTLIGHT_MAX}
        onClick={() => append({ title: '', url: '', teaser: '' } as never)}
      >
        <Plus aria-hidden className="size-4" />
        {t('js.channel_widgets.add_item')}
      </Button>
    </fieldset>
  );
};
