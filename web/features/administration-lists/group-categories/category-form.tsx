import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AdminGroupCategory } from '../../../../contract/group-categories-admin';
import { groupAccess } from '../../../../contract/groups';
import { Button } from '../../../ui/button';
import { CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';

const formSchema = z.object({
  name: z.string().trim().min(1, 'errors.group_categories.name_empty').max(100),
  plural_name: z.string().trim().min(1, 'errors.group_categories.plural_name_empty').max(100),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'errors.group_categories.color_invalid'),
  hidden: z.boolean(),
  access: groupAccess,
  main_group_id: z.string(),
  main_group_hidden: z.boolean(),
});
export type CategoryFormValues = z.output<typeof formSchema>;

const FIELDS = [
  'name',
  'plural_name',
  'color',
  'hidden',
  'access',
  'main_group_id',
  'main_group_hidden',
] as const;
const fieldOf = (path: string) => {
  const name = path.replace(/^group_category\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as (typeof FIELDS)[number]) : null;
};

/** The body the server takes: no main group is null. */
export const categoryBody = (values: CategoryFormValues) => ({
  group_category: { ...values, main_group_id: values.main_group_id || null },
});

type Props = { category?: AdminGroupCategory; onSubmit: (values: CategoryFormValues) => Promise<unknown> };

/** Create and edit a group category (part 3 section 3.2): the main group only among its own groups. */
export const CategoryForm = ({ category, onSubmit }: Props) => {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, setError } = useZodForm(formSchema, {
    defaultValues: {
      name: category?.name ?? '',
      plural_name: category?.plural_name ?? '',
      color: category?.color ?? '#4a6fa5',
      hidden: category?.hidden ?? false,
      access: category?.access ?? 'open',
      main_group_id: category?.main_group_id ?? '',
      main_group_hidden: category?.main_group_hidden ?? false,
    },
  });
  const submit = handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => applyServerErrors(error, setError, t, { fieldOf })),
  );
  const groups = category?.groups ?? [];
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          label={t('js.administration_lists.category_name')}
          required
        />
        <TextField
          control={control}
          name="plural_name"
          label={t('js.administration_lists.category_plural_name')}
          required
        />
      </div>
      <TextField
        control={control}
        name="color"
        type="color"
        className="max-w-40"
        label={t('js.administration_lists.category_color')}
      />
      <SelectField control={control} name="access" label={t('js.administration_lists.category_access')}>
        {groupAccess.options.map((access) => (
          <option key={access} value={access}>
            {t(`js.administration_lists.access_${access}`)}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        control={control}
        name="hidden"
        label={t('js.administration_lists.category_hidden')}
        hint={t('js.administration_lists.category_hidden_hint')}
      />
      {groups.length > 0 ? (
        <>
          <SelectField control={control} name="main_group_id" label={t('js.administration_lists.main_group')}>
            <option value="">{t('js.administration_lists.no_main_group')}</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            control={control}
            name="main_group_hidden"
            label={t('js.administration_lists.main_group_hidden')}
          />
        </>
      ) : null}
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {t('js.administration_lists.save')}
      </Button>
    </form>
  );
};
