import * as Popover from '@radix-ui/react-popover';
import { Filter } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../../../contract/calendars';
import { Button, buttonClasses } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ColorDot } from '../shared/color-dot';

/** Choose which of the visible calendars the overview shows; none chosen means all. */
export const CalendarFilter = ({
  calendars,
  selected,
  onChange,
}: {
  calendars: Calendar[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) => {
  const { t } = useTranslation();
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <Popover.Root>
      <Popover.Trigger
        className={cn(buttonClasses('secondary', 'md'), selected.length > 0 && 'border-primary text-primary')}
      >
        <Filter aria-hidden className="size-4" />
        {selected.length > 0
          ? t('js.calendars.filter.count', { count: selected.length })
          : t('js.calendars.filter.label')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="animate-content z-50 w-72 rounded-xl border border-border bg-surface p-3 shadow-xl"
        >
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t('js.calendars.filter.title')}</legend>
            {calendars.length === 0 ? (
              <p className="text-sm text-muted">{t('js.calendars.manage.empty')}</p>
            ) : (
              <ul className="max-h-72 space-y-1 overflow-auto">
                {calendars.map((calendar) => (
                  <li key={calendar.id}>
                    <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-black/5">
                      <input
                        type="checkbox"
                        checked={selected.includes(calendar.id)}
                        onChange={() => toggle(calendar.id)}
                      />
                      <ColorDot color={calendar.color} />
                      <span className="truncate">{calendar.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          {selected.length > 0 ? (
            <Button size="sm" variant="ghost" className="mt-2" onClick={() => onChange([])}>
              {t('js.calendars.filter.reset')}
            </Button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
