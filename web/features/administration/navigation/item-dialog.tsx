import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  isNavigationLink,
  NAVIGATION_OPTION_TYPES,
  type NavigationOption,
  navigationChild,
} from '../../../../contract/navigation';
import { Button } from '../../../ui/button';
import { CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { Modal } from '../../../ui/modal';
import { type NavigationScope, useNavigationOptions } from './api';
import type { ItemFields } from './tree';

/** The item's own fields; whether it needs a link depends on its children, checked on save. */
const schema = navigationChild.omit({ navigation_items: true }).extend({
  text: z.string().trim().min(1, 'navigation.message_empty_fields').max(200),
  link: z
    .string()
    .trim()
    .max(2000)
    .refine((link) => link === '' || isNavigationLink(link), 'navigation.invalid_url'),
});

export const EMPTY_ITEM: ItemFields = {
  type: 'link',
  key: null,
  text: '',
  link: '',
  public: true,
  new_window: false,
};

type Props = {
  scope: NavigationScope;
  /** The item to edit, or null to add one; undefined keeps the dialog closed. */
  item: ItemFields | null | undefined;
  standard: NavigationOption[];
  standardLabel: (option: NavigationOption) => string;
  onClose: () => void;
  onSave: (item: ItemFields) => void;
};

/**
 * Adds or edits one item: a typed link, or a standard module, page or app picked from the server's
 * lists (part 3 section 3.2), with its text, visibility for guests and new-window option.
 */
export const NavigationItemDialog = ({ scope, item, standard, standardLabel, onClose, onSave }: Props) => {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, watch, setValue, getValues } = useZodForm(schema, {
    defaultValues: EMPTY_ITEM,
  });
  useEffect(() => {
    if (item !== undefined) reset(item ?? EMPTY_ITEM);
  }, [item, reset]);
  const type = watch('type');
  const pages = useNavigationOptions(scope, 'pages', item !== undefined && type === 'pages');
  const apps = useNavigationOptions(scope, 'apps', item !== undefined && type === 'apps');
  const options =
    type === 'standard'
      ? standard.map((option) => ({ ...option, text: standardLabel(option) }))
      : type === 'pages'
        ? (pages.data?.entries ?? [])
        : type === 'apps'
          ? (apps.data?.entries ?? [])
          : [];
  const pick = (key: string) => {
    const option = options.find((candidate) => candidate.key === key);
    setValue('key', option?.key ?? null, { shouldDirty: true });
    setValue('link', option?.link ?? '', { shouldDirty: true });
    if (option && getValues('text').trim() === '') setValue('text', option.text, { shouldDirty: true });
  };
  const submit = handleSubmit((values) => {
    onSave(values);
    onClose();
  });
  const loadingOptions = (type === 'pages' && pages.isPending) || (type === 'apps' && apps.isPending);
  return (
    <Modal
      open={item !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(item ? 'js.navigation.edit_item' : 'js.navigation.add_item')}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('js.navigation.item_form')}>
        <SelectField
          control={control}
          name="type"
          label={t('js.navigation.type')}
          onValueChange={(next) => {
            setValue('type', next as ItemFields['type'], { shouldDirty: true });
            setValue('key', null, { shouldDirty: true });
          }}
        >
          {NAVIGATION_OPTION_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`js.navigation.types.${option}`)}
            </option>
          ))}
        </SelectField>
        {type === 'link' ? null : (
          <SelectField
            control={control}
            name="key"
            label={t(`js.navigation.pick.${type}`)}
            hint={
              !loadingOptions && options.length === 0 ? t(`js.navigation.none_to_pick.${type}`) : undefined
            }
            onValueChange={pick}
          >
            <option value="">{t('js.navigation.choose')}</option>
            {options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.text}
              </option>
            ))}
          </SelectField>
        )}
        <TextField control={control} name="text" label={t('js.navigation.text')} required maxLength={200} />
        <TextField
          control={control}
          name="link"
          label={t('js.navigation.link')}
          hint={t('js.navigation.link_hint')}
          disabled={type !== 'link'}
          maxLength={2000}
        />
        <CheckboxField control={control} name="public" label={t('js.navigation.public')} />
        <CheckboxField control={control} name="new_window" label={t('js.navigation.new_window')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('js.cancel')}
          </Button>
          <Button variant="primary" type="submit">
            {t('js.navigation.apply')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
