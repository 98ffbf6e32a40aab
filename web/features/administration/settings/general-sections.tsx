import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_DECORATORS } from '../../../../contract/group-promotion';
import { LANGUAGE_NAMES } from '../../../app/shell/header/language-names';
import { Checkbox, CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { MemberPicker } from '../../../ui/form/member-picker';
import { groupSource, type Pick } from '../../../ui/form/picker-sources';
import { TextareaField, TextField } from '../../../ui/form/text-fields';
import { useFieldControl } from '../../../ui/form/use-field-control';
import { FormField } from '../../../ui/form-field';
import { label, type SectionProps } from './form';
import { Section } from './section';

/** General, joining, group promotion and the sign-in page texts. */
export const GeneralSections = (props: SectionProps) => {
  const { control, options, watch, setValue, groupCategories } = props;
  const { t } = useTranslation();
  return (
    <>
      <Section id="general" title={t(label('sections.general'))}>
        <TextField control={control} name="name" label={t(label('name'))} required />
        <SelectField control={control} name="language" label={t(label('language'))} required>
          {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        {options.abuse_reports ? (
          <CheckboxField
            control={control}
            name="abuse_reports_enabled"
            label={t(label('abuse_reports_enabled'))}
          />
        ) : null}
      </Section>
      <Section id="joining" title={t(label('sections.joining'))}>
        <CheckboxField
          control={control}
          name="join_user_can_initiate"
          label={t(label('join_user_can_initiate'))}
        />
        <CheckboxField control={control} name="join_moderated" label={t(label('join_moderated'))} />
        <CheckboxField control={control} name="altcha_captcha" label={t(label('altcha_captcha'))} />
        {options.guests ? (
          <CheckboxField control={control} name="join_as_external" label={t(label('join_as_external'))} />
        ) : null}
        <CheckboxField
          control={control}
          name="join_ask_for_profile_data"
          label={t(label('join_ask_for_profile_data'))}
        />
        <CheckboxField
          control={control}
          name="join_section_admins_can_invite_users"
          label={t(label('join_section_admins_can_invite_users'))}
        />
      </Section>
      <Section id="group_promotion" title={t(label('sections.group_promotion'))}>
        <CheckboxField
          control={control}
          name="group_promotion_config.active"
          label={t(label('promotion_active'))}
        />
        <TextField
          control={control}
          name="group_promotion_config.title"
          label={t(label('promotion_title'))}
          required
        />
        <TextareaField
          control={control}
          name="group_promotion_config.description"
          label={t(label('promotion_description'))}
          rows={3}
        />
        <ChoiceList
          legend={t(label('promotion_group_categories'))}
          fields={groupCategories.map((category) => ({ key: category.id, label: category.name }))}
          chosen={watch('group_promotion_config.group_category_ids')}
          onChange={(ids) =>
            setValue('group_promotion_config.group_category_ids', ids, { shouldDirty: true })
          }
        />
        <PromotedGroupsField {...props} />
        <DecoratorList {...props} field="decorators" />
        <CheckboxField
          control={control}
          name="group_promotion_config.enabled_for_external"
          label={t(label('promotion_enabled_for_external'))}
        />
        {watch('group_promotion_config.enabled_for_external') ? (
          <DecoratorList {...props} field="decorators_external" />
        ) : null}
      </Section>
      {options.login_form ? (
        <Section id="sign_in" title={t(label('sections.sign_in'))}>
          {(['devise_text_before', 'devise_text_between', 'devise_text_after'] as const).map((name) => (
            <TextareaField key={name} control={control} name={name} label={t(label(name))} rows={3} />
          ))}
        </Section>
      ) : null}
    </>
  );
};

/** Checkboxes choosing keys from a list (profile fields, group categories). */
export const ChoiceList = ({
  legend,
  fields,
  chosen,
  onChange,
}: {
  legend: string;
  fields: { key: string; label: string }[];
  chosen: string[];
  onChange: (keys: string[]) => void;
}) => (
  <fieldset className="space-y-2">
    <legend className="text-sm font-medium text-ink">{legend}</legend>
    {fields.map((field) => (
      <Checkbox
        key={field.key}
        label={field.label}
        checked={chosen.includes(field.key)}
        onChange={(checked) =>
          onChange(checked ? [...chosen, field.key] : chosen.filter((key) => key !== field.key))
        }
      />
    ))}
  </fieldset>
);

/** The details a promoted group's card shows, for members or for guests. */
const DecoratorList = ({
  control,
  watch,
  setValue,
  field,
}: SectionProps & { field: 'decorators' | 'decorators_external' }) => {
  const { t } = useTranslation();
  const name = `group_promotion_config.${field}` as const;
  const { errors } = useFieldControl(control, name);
  return (
    <div className="space-y-1">
      <ChoiceList
        legend={t(label(`promotion_${field}`))}
        fields={PROMOTION_DECORATORS.map((key) => ({ key, label: t(label(`decorator_${key}`)) }))}
        chosen={watch(name)}
        onChange={(keys) => setValue(name, keys, { shouldDirty: true, shouldValidate: true })}
      />
      {errors.map((message) => (
        <p key={message} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ))}
    </div>
  );
};

/** The promoted groups: a group picker over the directory whose choice the form keeps as ids. */
const PromotedGroupsField = ({ control, watch, setValue, promotedGroups }: SectionProps) => {
  const { t } = useTranslation();
  const name = 'group_promotion_config.group_ids';
  const { errors } = useFieldControl(control, name);
  const [names, setNames] = useState(() => new Map(promotedGroups.map((group) => [group.id, group.name])));
  const picks: Pick[] = watch(name).map((id) => ({ id, name: names.get(id) ?? id, kind: 'group' }));
  return (
    <FormField label={t(label('promotion_groups'))} error={errors}>
      <MemberPicker
        value={picks}
        source={groupSource}
        placeholder={t(label('promotion_groups_placeholder'))}
        onChange={(chosen) => {
          setNames(new Map([...names, ...chosen.map((pick) => [pick.id, pick.name] as const)]));
          setValue(
            name,
            chosen.map((pick) => pick.id),
            { shouldDirty: true },
          );
        }}
      />
    </FormField>
  );
};
