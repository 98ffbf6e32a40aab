import { useTranslation } from 'react-i18next';
import { chooseBypassLobby, chooseOnlineMeeting, chooseTeamsSync } from '../lib/form-rules';
import type { SectionProps } from './date-section';
import { Checkbox } from './form-section';

/** Microsoft Teams: synchronisation, online meeting and bypass lobby (rules of part 2 section 4). */
export const TeamsSection = ({ values, update }: Omit<SectionProps, 'errors'>) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        label={t('js.calendars.form.teams_sync')}
        hint={t('js.calendars.form.teams_sync_hint')}
        checked={values.teamsSync}
        onChange={(on) => update((current) => chooseTeamsSync(current, on))}
      />
      <Checkbox
        label={t('js.calendars.form.online_meeting')}
        checked={values.onlineMeeting}
        onChange={(on) => update((current) => chooseOnlineMeeting(current, on))}
      />
      <Checkbox
        label={t('js.calendars.form.bypass_lobby')}
        checked={values.bypassLobby}
        disabled={!(values.teamsSync && values.onlineMeeting)}
        onChange={(on) => update((current) => chooseBypassLobby(current, on))}
      />
    </div>
  );
};
