import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  APP_DESCRIPTION_MAX,
  APP_NAME_MAX,
  APP_TEMPLATE_MAX,
  type App,
  type UpdateAppBody,
} from '../../../contract/apps';
import type { AudienceEntry, NamedAudienceEntry } from '../../../contract/channels';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField } from '../../ui/form/choice-fields';
import { MemberPickerField } from '../../ui/form/member-picker-field';
import { inviteeSource, type Pick, pickSchema } from '../../ui/form/picker-sources';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextareaField, TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { IconButton } from '../../ui/icon-button';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';

const integration = z.object({
  uuid: z.string(),
  trigger: z.enum(['assign', 'unassign']),
  assignee_property_id: z.string(),
  email_subject_template: z.string().max(APP_TEMPLATE_MAX),
  email_text_template: z.string().max(APP_TEMPLATE_MAX),
});

const schema = z.object({
  name: z.string().trim().min(1, 'errors.apps.name_empty').max(APP_NAME_MAX),
  description: z.string().max(APP_DESCRIPTION_MAX),
  column_property: z.string(),
  creators: z.array(pickSchema),
  editors: z.array(pickSchema),
  teaser_template: z.string().max(APP_TEMPLATE_MAX),
  show_in_userbar: z.boolean(),
  integrations: z.array(integration),
});
type Values = z.infer<typeof schema>;

const FIELDS = ['name', 'description', 'column_property', 'creators', 'editors', 'teaser_template'] as const;

const toEntries = (picks: Pick[]): AudienceEntry[] =>
  picks.flatMap((choice) =>
    choice.kind === 'tag' || choice.kind === 'channel' ? [] : [{ type: choice.kind, id: choice.id }],
  );
const toPicks = (entries: NamedAudienceEntry[], unknown: string): Pick[] =>
  entries.flatMap((entry) =>
    entry.type === 'system_role' ? [] : [{ id: entry.id, name: entry.name || unknown, kind: entry.type }],
  );

/** The app form's body from its values: audiences as entries, "no column" as null. */
export const bodyOf = (values: Values): UpdateAppBody => ({
  name: values.name,
  description: values.description,
  column_property: values.column_property || null,
  creators: toEntries(values.creators),
  editors: toEntries(values.editors),
  teaser_template: values.teaser_template,
  show_in_userbar: values.show_in_userbar,
  integrations: values.integrations.map((one) => ({ ...one, type: 'email_notification' as const })),
});

type Props = {
  /** The app being edited; null for a new one (its properties come after it exists). */
  app: App | null;
  inGroup: boolean;
  submitLabel: string;
  /** Saves and answers the path to go to. */
  onSubmit: (body: UpdateAppBody) => Promise<string>;
};

/**
 * Name, description, who creates and who updates items, the wall's column property, the activity's
 * teaser and the assignment mails (part 3 section 3.8). Properties are edited with the property-set
 * editor once the app exists.
 */
export const AppForm = ({ app, inGroup, submitLabel, onSubmit }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unknown = t('js.apps.form.unknown');
  // The placeholders are the template's own syntax, handed in so that they are not interpolated away.
  const templateHint = t('js.apps.form.template_hint', {
    property: '{{property_name}}',
    app: '{{app}}',
    item: '{{item}}',
    url: '{{url}}',
  });
  const { control, handleSubmit, setError, formState, reset } = useZodForm(schema, {
    defaultValues: {
      name: app?.name ?? '',
      description: app?.description ?? '',
      column_property: app?.column_property ?? '',
      creators: toPicks(app?.creators ?? [], unknown),
      editors: toPicks(app?.editors ?? [], unknown),
      teaser_template: app?.teaser_template ?? '',
      show_in_userbar: app?.show_in_userbar ?? false,
      integrations: app?.integrations ?? [],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'integrations' });
  const integrations = useWatch({ control, name: 'integrations' });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);
  const selections = (app?.properties ?? []).filter((p) => p.type === 'selection');
  const memberships = (app?.properties ?? []).filter((p) => p.type === 'membership');

  const submit = handleSubmit(async (values) => {
    try {
      const path = await onSubmit(bodyOf(values));
      reset(values);
      navigate(path);
    } catch (error) {
      applyServerErrors(error, setError, t, {
        fieldOf: (path) => {
          const integrationField = /^integrations\.(\d+)\.(\w+)$/.exec(path);
          if (integrationField) return path as `integrations.${number}.assignee_property_id`;
          return (FIELDS as readonly string[]).includes(path) ? (path as (typeof FIELDS)[number]) : null;
        },
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField control={control} name="name" label={t('js.apps.form.name')} required />
      <TextareaField control={control} name="description" label={t('js.apps.form.description')} />
      {app ? (
        <SelectField
          control={control}
          name="column_property"
          label={t('js.apps.form.column_property')}
          hint={t('js.apps.form.column_property_hint')}
        >
          <option value="">{t('js.apps.form.no_column')}</option>
          {selections.map((property) => (
            <option key={property.name} value={property.name}>
              {property.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <MemberPickerField
        control={control}
        name="creators"
        label={t('js.apps.form.creators')}
        hint={t('js.apps.form.creators_hint')}
        source={inviteeSource}
      />
      <MemberPickerField
        control={control}
        name="editors"
        label={t('js.apps.form.editors')}
        hint={t('js.apps.form.editors_hint')}
        source={inviteeSource}
      />
      <TextareaField
        control={control}
        name="teaser_template"
        label={t('js.apps.form.teaser_template')}
        hint={templateHint}
      />
      {inGroup ? null : (
        <CheckboxField control={control} name="show_in_userbar" label={t('js.apps.form.show_in_userbar')} />
      )}
      {app ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">{t('js.apps.form.integrations')}</legend>
          {fields.map((field, index) => (
            <div key={field.id} className="space-y-3 rounded-lg border border-border p-3">
              <div className="flex items-center justify-between">
                <h3 className="text-sm font-medium">
                  {t(`js.apps.form.trigger_${integrations[index]?.trigger ?? 'assign'}`)}
                </h3>
                <IconButton
                  label={t('js.apps.form.remove_integration')}
                  icon={<Trash2 aria-hidden className="size-4" />}
                  onClick={() => remove(index)}
                />
              </div>
              <SelectField
                control={control}
                name={`integrations.${index}.trigger`}
                label={t('js.apps.form.trigger')}
              >
                <option value="assign">{t('js.apps.form.trigger_assign')}</option>
                <option value="unassign">{t('js.apps.form.trigger_unassign')}</option>
              </SelectField>
              <SelectField
                control={control}
                name={`integrations.${index}.assignee_property_id`}
                label={t('js.apps.form.assignee_property')}
              >
                <option value="-1">{t('js.apps.form.no_assignee_property')}</option>
                {memberships.map((property) => (
                  <option key={property.name} value={property.name}>
                    {property.label}
                  </option>
                ))}
              </SelectField>
              <TextField
                control={control}
                name={`integrations.${index}.email_subject_template`}
                label={t('js.apps.form.email_subject')}
              />
              <TextareaField
                control={control}
                name={`integrations.${index}.email_text_template`}
                label={t('js.apps.form.email_text')}
                hint={templateHint}
              />
            </div>
          ))}
          <Button
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() =>
              append({
                uuid: crypto.randomUUID(),
                trigger: 'assign',
                assignee_property_id: memberships[0]?.name ?? '-1',
                email_subject_template: '',
                email_text_template: '',
              })
            }
          >
            {t('js.apps.form.add_integration')}
          </Button>
        </fieldset>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button onClick={() => navigate(-1)}>{t('js.cancel')}</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
