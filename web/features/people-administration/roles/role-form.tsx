import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type MembershipRole, roleDisplayType } from '../../../../contract/membership-roles';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { FormField, inputClasses } from '../../../ui/form-field';

/** Section 5: name and plural name required; the slug is the server's, shown but never edited. */
const formSchema = z.object({
  name: z.string().trim().min(1, 'errors.membership_roles.name_empty').max(100),
  plural_name: z.string().trim().min(1, 'errors.membership_roles.plural_name_empty').max(100),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'errors.membership_roles.color_invalid'),
  text_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'errors.membership_roles.color_invalid'),
  display_type: roleDisplayType,
});
export type RoleFormValues = z.output<typeof formSchema>;

const FIELDS = ['name', 'plural_name', 'color', 'text_color', 'display_type'] as const;
const fieldOf = (path: string) => {
  const name = path.replace(/^membership_role\./, '');
  // A taken slug comes from the name: the message belongs beside it.
  if (name === 'slug') return 'name';
  return (FIELDS as readonly string[]).includes(name) ? (name as (typeof FIELDS)[number]) : null;
};

type Props = {
  role?: MembershipRole;
  onSubmit: (values: RoleFormValues) => Promise<unknown>;
  onCancel: () => void;
};

/** Create or edit a membership role (part 3 sections 3.5 and 5). */
export const RoleForm = ({ role, onSubmit, onCancel }: Props) => {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, setError } = useZodForm(formSchema, {
    defaultValues: {
      name: role?.name ?? '',
      plural_name: role?.plural_name ?? '',
      color: role?.color ?? '#4a6fa5',
      text_color: role?.text_color ?? '#ffffff',
      display_type: role?.display_type ?? 'default',
    },
  });
  const submit = handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => applyServerErrors(error, setError, t, { fieldOf })),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" label={t('js.membership_roles.name')} required />
        <TextField
          control={control}
          name="plural_name"
          label={t('js.membership_roles.plural_name')}
          required
        />
      </div>
      {role ? (
        <FormField label={t('js.membership_roles.slug')} hint={t('js.membership_roles.slug_fixed')}>
          <input className={inputClasses} value={role.slug} disabled readOnly />
        </FormField>
      ) : (
        <p className="text-sm text-muted">{t('js.membership_roles.slug_hint')}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="color" type="color" label={t('js.membership_roles.color')} />
        <TextField
          control={control}
          name="text_color"
          type="color"
          label={t('js.membership_roles.text_color')}
        />
      </div>
      <SelectField control={control} name="display_type" label={t('js.membership_roles.display_type')}>
        {roleDisplayType.options.map((type) => (
          <option key={type} value={type}>
            {t(`js.membership_roles.display_${type}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-2">
        <Button type="button" onClick={onCancel}>
          {t('js.membership_roles.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {t('js.membership_roles.save')}
        </Button>
      </div>
    </form>
  );
};
