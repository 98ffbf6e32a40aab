import { Trash2 } from 'lucide-react';
import type { Control, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APP_NAVIGATION_ICONS,
  APP_NAVIGATION_MODULES,
  APP_NAVIGATION_TYPES,
  opensInWebviewOnly,
} from '../../../../contract/app-navigation';
import { Checkbox, SelectField } from '../../../ui/form/choice-fields';
import { TextField } from '../../../ui/form/text-fields';
import { IconButton } from '../../../ui/icon-button';
import { APP_ICONS } from './app-icons';
import type { AppNavigationValues } from './app-navigation-form';
import { PagePickerField } from './page-picker';

type Props = {
  index: number;
  control: Control<AppNavigationValues, unknown, AppNavigationValues>;
  watch: UseFormWatch<AppNavigationValues>;
  setValue: UseFormSetValue<AppNavigationValues>;
  host: string;
  onEntryPoint: () => void;
  onRemove?: () => void;
};

/**
 * One item of the app's bar: label, icon, kind and what it opens. The fixed last item (`more`) keeps
 * its kind; links on the network's own host always open in the webview (the choice is disabled).
 */
export const AppNavigationItemFields = ({
  index,
  control,
  watch,
  setValue,
  host,
  onEntryPoint,
  onRemove,
}: Props) => {
  const { t } = useTranslation();
  const item = watch(`items.${index}`);
  const more = item.type === 'more';
  const Icon = APP_ICONS[item.icon];
  const ownHost = item.type === 'link' && opensInWebviewOnly(item.options.url, host);
  const title = item.label || t('js.app_navigation.untitled', { position: index + 1 });
  return (
    <fieldset className="space-y-3 px-5 py-4" data-testid="app-navigation-item">
      <legend className="sr-only">{title}</legend>
      <div className="flex items-center gap-3">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary-soft text-ink">
          <Icon aria-hidden className="size-5" />
        </span>
        <p className="flex-1 font-medium text-ink">{title}</p>
        {onRemove ? (
          <IconButton
            label={t('js.app_navigation.remove', { name: title })}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={onRemove}
          />
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          control={control}
          name={`items.${index}.label`}
          label={t('js.app_navigation.label')}
          required
          maxLength={100}
        />
        <SelectField control={control} name={`items.${index}.icon`} label={t('js.app_navigation.icon')}>
          {APP_NAVIGATION_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {t(`js.app_navigation.icons.${icon.replace(/-/g, '_')}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          control={control}
          name={`items.${index}.type`}
          label={t('js.app_navigation.type')}
          disabled={more}
          onValueChange={(type) => {
            setValue(`items.${index}.type`, type as AppNavigationValues['items'][number]['type'], {
              shouldDirty: true,
              shouldValidate: true,
            });
            setValue(`items.${index}.options`, type === 'link' ? { url: '', open_in: 'webview' } : {}, {
              shouldDirty: true,
            });
          }}
        >
          {APP_NAVIGATION_TYPES.filter((type) => more || type !== 'more').map((type) => (
            <option key={type} value={type}>
              {t(`js.app_navigation.types.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {item.type === 'default' ? (
        <SelectField control={control} name={`items.${index}.id`} label={t('js.app_navigation.module')}>
          {APP_NAVIGATION_MODULES.map((module) => (
            <option key={module} value={module}>
              {t(`js.app_navigation.modules.${module}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {item.type === 'link' ? (
        <div className="space-y-2">
          <TextField
            control={control}
            name={`items.${index}.options.url`}
            label={t('js.app_navigation.url')}
            type="url"
            required
            maxLength={2000}
          />
          <Checkbox
            label={t('js.app_navigation.open_in_browser')}
            hint={ownHost ? t('js.app_navigation.own_host') : undefined}
            checked={!ownHost && item.options.open_in === 'browser'}
            disabled={ownHost}
            onChange={(browser) =>
              setValue(`items.${index}.options.open_in`, browser ? 'browser' : 'webview', {
                shouldDirty: true,
              })
            }
          />
        </div>
      ) : null}
      {item.type === 'page' ? (
        <PagePickerField
          control={control}
          name={`items.${index}.options.page`}
          label={t('js.app_navigation.page')}
          required
        />
      ) : null}
      {item.type === 'activitystream' ? (
        <TextField
          control={control}
          name={`items.${index}.options.activitystream`}
          label={t('js.app_navigation.activitystream')}
          required
        />
      ) : null}
      {more ? null : (
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name="entry-point"
            checked={item.isEntryPoint}
            onChange={onEntryPoint}
            className="size-4 accent-(--color-primary)"
          />
          {t('js.app_navigation.entry_point')}
        </label>
      )}
    </fieldset>
  );
};
