import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../ui/form/choice-fields';
import { chooseBypassLobby, chooseOnlineMeeting, chooseTeamsSync } from '../lib/form-rules';
import type { SectionProps } from './section-props';

/** Microsoft Teams: synchronisation, online meeting and bypass lobby (rules of part 2 section 4). */
export const TeamsSection = ({ control, values, apply }: SectionProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <CheckboxField
        control={control}
        name="teamsSync"
        label={t('js.calendars.form.teams_sync')}
        hint={t('js.calendars.form.teams_sync_hint')}
        onValueChange={(on) => apply((current) => chooseTeamsSync(current, on))}
      />
      <CheckboxField
        control={control}
        name="onlineMeeting"
        label={t('js.calendars.form.online_meeting')}
        onValueChange={(on) => apply((current) => chooseOnlineMeeting(current, on))}
      />
      <CheckboxField
        control={control}
        name="bypassLobby"
        label={t('js.calendars.form.bypass_lobby')}
        disabled={!(values.teamsSync && values.onlineMeeting)}
        onValueChange={(on) => apply((current) => chooseBypassLobby(current, on))}
      />
    </div>
  );
};
