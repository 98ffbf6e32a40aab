import { useEffect } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MemberSettings } from '../../../contract/member-settings';
import { LANGUAGES } from '../../app/api/types';
import { LANGUAGE_NAMES } from '../../app/shell/header/language-names';
import { switchLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CheckboxField, RadioGroupField, SelectField } from '../../ui/form/choice-fields';
import { MemberPickerField } from '../../ui/form/member-picker-field';
import { groupSource, memberSource } from '../../ui/form/picker-sources';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TimeZoneField } from '../../ui/form/time-zone-field';
import { useZodForm } from '../../ui/form/use-zod-form';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { supportedTimeZones } from '../settings';
import { useSaveMemberSettings } from './api';
import { BounceNotice } from './bounce-notice';
import {
  bodyOf,
  fieldOfServerPath,
  formValuesOf,
  type MemberSettingsValues,
  memberSettingsSchema,
} from './member-settings-schema';

const IGNORED_SECTION = 'ignored';

/** The member's mails, digests, language, time zone and ignored members; one save for all. */
export const MemberSettingsForm = ({
  memberId,
  settings,
}: {
  memberId: string;
  settings: MemberSettings;
}) => {
  const { t } = useTranslation();
  const save = useSaveMemberSettings(memberId);
  const { control, handleSubmit, formState, reset, setError, watch } = useZodForm(memberSettingsSchema, {
    defaultValues: formValuesOf(settings),
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);
  // The user bar's "Ignored" entry (/members/{id}/ignored) opens this page at that section: in the
  // next frame, as the shell's route focus (an effect of the layout, so after this one) puts the h1,
  // and with it the top of the page, into view first.
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.endsWith(`/${IGNORED_SECTION}`)) return;
    const frame = requestAnimationFrame(() => document.getElementById(IGNORED_SECTION)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(bodyOf(values));
      reset(formValuesOf(saved));
      if (saved.locale !== settings.locale) void switchLanguage(saved.locale);
      toast.success(t('js.saving_successful'));
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf: fieldOfServerPath });
    }
  });

  const kinds = watch('email_notifications');
  const categories = [...new Set(kinds.map((entry) => entry.category))];

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card title={t('js.member_settings.email_heading')} titleId="settings-email">
        {settings.email_bounce ? <BounceNotice memberId={memberId} bounce={settings.email_bounce} /> : null}
        <p className="mb-4 text-sm text-muted">{t('js.member_settings.email_intro')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {categories.map((category) => (
            <fieldset key={category} className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-ink">
                {t(`js.member_settings.categories.${category}`, { defaultValue: category })}
              </legend>
              {kinds.map((entry, index) =>
                entry.category === category ? (
                  <CheckboxField
                    key={entry.kind}
                    control={control}
                    name={`email_notifications.${index}.email`}
                    label={t(`js.member_settings.kinds.${entry.kind}`, { defaultValue: entry.kind })}
                  />
                ) : null,
              )}
            </fieldset>
          ))}
        </div>
      </Card>

      <Card
        title={t('js.member_settings.more_heading')}
        titleId="settings-more"
        bodyClassName="space-y-3 p-5"
      >
        <CheckboxField
          control={control}
          name="email_subscriptions"
          label={t('js.member_settings.subscriptions')}
        />
        <CheckboxField
          control={control}
          name="email_admin_notifications"
          label={t('js.member_settings.admin')}
        />
        <CheckboxField control={control} name="newsletter" label={t('js.member_settings.newsletter')} />
      </Card>

      <Card
        title={t('js.member_settings.digests_heading')}
        titleId="settings-digests"
        bodyClassName="grid gap-6 p-5 sm:grid-cols-2"
      >
        <DigestFields
          control={control}
          field="email_digests"
          label={t('js.member_settings.digest')}
          watch={watch}
        />
        <DigestFields
          control={control}
          field="email_daily_digests"
          label={t('js.member_settings.daily')}
          watch={watch}
        />
      </Card>

      <Card
        title={t('js.member_settings.language_heading')}
        titleId="settings-language"
        bodyClassName="grid gap-5 p-5 sm:grid-cols-2"
      >
        <SelectField control={control} name="locale" label={t('js.member_settings.language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language.replace('_', '-')}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        <TimeZoneField
          control={control}
          name="time_zone"
          label={t('js.member_settings.time_zone')}
          zones={supportedTimeZones()}
        />
      </Card>

      <Card
        title={t('js.member_settings.ignored_heading')}
        titleId="settings-ignored"
        className="scroll-mt-20"
        id={IGNORED_SECTION}
      >
        <MemberPickerField
          control={control}
          name="ignored"
          label={t('js.member_settings.ignored')}
          hint={t('js.member_settings.ignored_hint')}
          source={memberSource}
        />
      </Card>

      <div className="flex justify-end gap-2">
        <Button onClick={() => reset()} disabled={!formState.isDirty || formState.isSubmitting}>
          {t('js.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty}
        >
          {t('js.save')}
        </Button>
      </div>
    </form>
  );
};

/** One digest: the switch of part 3 section 4, its groups when selected, and the network level. */
const DigestFields = ({
  control,
  field,
  label,
  watch,
}: {
  control: Control<MemberSettingsValues>;
  field: 'email_digests' | 'email_daily_digests';
  label: string;
  watch: (name: `${typeof field}.switch`) => string;
}) => {
  const { t } = useTranslation();
  const selected = watch(`${field}.switch`) === 'selected_groups';
  return (
    <div className="space-y-3">
      <RadioGroupField
        control={control}
        name={`${field}.switch`}
        label={label}
        options={[
          { value: 'disabled', label: t('js.member_settings.switch_disabled') },
          { value: 'all', label: t('js.member_settings.switch_all') },
          { value: 'selected_groups', label: t('js.member_settings.switch_selected') },
        ]}
      />
      {selected ? (
        <MemberPickerField
          control={control}
          name={`${field}.groups`}
          label={t('js.member_settings.groups')}
          required
          source={groupSource}
        />
      ) : null}
      <CheckboxField
        control={control}
        name={`${field}.include_network_level`}
        label={t('js.member_settings.include_network')}
      />
    </div>
  );
};
