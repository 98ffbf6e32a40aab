import { Cake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WidgetDataOf } from '../../../../contract/widgetbars';
import { formatDate } from '../../../i18n/dates';
import { MemberList } from './member-list';

/** Today's birthdays first, then those of the next days, each with its day (and age when shown). */
export const BirthdayWidget = ({ data }: { data: WidgetDataOf<'birthday'> }) => {
  const { t } = useTranslation();
  const byMember = new Map(data.entries.map((entry) => [entry.member.id, entry]));
  return (
    <MemberList
      members={data.entries.map((entry) => entry.member)}
      empty={t('js.widgetbars.birthday.empty')}
      extra={(member) => {
        const entry = byMember.get(member.id);
        if (!entry) return null;
        const day = entry.today
          ? t('js.widgetbars.birthday.today')
          : formatDate(`${entry.date}T12:00:00Z`, 'UTC');
        return (
          <p
            className={`flex items-center gap-1 text-xs ${entry.today ? 'font-medium text-primary' : 'text-muted'}`}
          >
            <Cake aria-hidden className="size-3.5" />
            {entry.age === null ? day : t('js.widgetbars.birthday.with_age', { day, age: entry.age })}
          </p>
        );
      }}
    />
  );
};
