import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATISTICS_FIRST_DAY, STATISTICS_RANGES, type StatisticsRange } from '../../../contract/statistics';
import type { FieldErrors } from '../../app/api/client';
import { Button } from '../../ui/button';
import { fieldMessageText } from '../../ui/form/field-message';
import { FormField, inputClasses } from '../../ui/form-field';
import type { StatisticsSelection } from './api';

type Props = {
  selection: StatisticsSelection;
  /** The last day that may be chosen: today in the network's zone. */
  today: string | undefined;
  errors: FieldErrors;
  onApply: (selection: StatisticsSelection) => void;
};

/**
 * The range of part 1 section 9: a preset applies at once; a custom range applies with its button and
 * is checked by the server (from 2021-06-01, not after today, start before end; part 1 section 5).
 */
export const RangeForm = ({ selection, today, errors, onApply }: Props) => {
  const { t } = useTranslation();
  const [range, setRange] = useState<StatisticsRange>(selection.range);
  const [start, setStart] = useState(selection.start_date ?? '');
  const [end, setEnd] = useState(selection.end_date ?? today ?? '');
  const message = (field: string) => errors[field]?.map((key) => fieldMessageText(t, key));
  return (
    <form
      className="flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(range === 'custom' ? { range, start_date: start, end_date: end } : { range });
      }}
    >
      <FormField label={t('js.statistics.range')} className="w-48">
        <select
          className={inputClasses}
          value={range}
          onChange={(event) => {
            const next = event.target.value as StatisticsRange;
            setRange(next);
            if (next !== 'custom') onApply({ range: next });
          }}
        >
          {STATISTICS_RANGES.map((option) => (
            <option key={option} value={option}>
              {t(`js.statistics.ranges.${option}`)}
            </option>
          ))}
        </select>
      </FormField>
      {range === 'custom' ? (
        <>
          <FormField label={t('js.statistics.start_date')} error={message('start_date')} className="w-44">
            <input
              type="date"
              className={inputClasses}
              min={STATISTICS_FIRST_DAY}
              max={today}
              value={start}
              onChange={(event) => setStart(event.target.value)}
            />
          </FormField>
          <FormField label={t('js.statistics.end_date')} error={message('end_date')} className="w-44">
            <input
              type="date"
              className={inputClasses}
              min={STATISTICS_FIRST_DAY}
              max={today}
              value={end}
              onChange={(event) => setEnd(event.target.value)}
            />
          </FormField>
          <Button type="submit">{t('js.statistics.apply')}</Button>
        </>
      ) : null}
    </form>
  );
};
