import type { Control } from 'react-hook-form';
import type { FormValues } from './form-values';

/** A change of the form's values that follows a rule of part 2 section 4 (see lib/form-rules.ts). */
export type ApplyRule = (rule: (values: FormValues) => FormValues) => void;

/** What every section of the appointment form gets: the form, its current values and the rule runner. */
export type SectionProps = {
  control: Control<FormValues, unknown, FormValues>;
  values: FormValues;
  apply: ApplyRule;
};
