import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_PARTS,
  type AddressValue,
  GERMAN_STATES,
  GERMANY,
  type UrlValue,
} from '../../../contract/property-sets';
import { cn } from '../../ui/cn';
import { inputClasses } from '../../ui/form-field';
import {
  type FieldProperty,
  formatLocaleDate,
  formatNumber,
  parseLocaleDate,
  parseNumber,
  roundTo,
} from './values';

/** What FormField hands its control (id and aria wiring), plus the value. */
export type ControlProps<V> = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  disabled?: boolean;
};

const _numberText = (number: number | null, precision: number, locale: string) =>
  number === null ? '' : formatNumber(number, precision, locale);

const numberText = (number: number | null, precision: number, locale: string) =>
  number === null ? '' : formatNumber(number, precision, locale);

/**
 * A number with the property's prefix and postfix, typed in the member's format and rounded to the
 * precision when the field is left (part 1 section 5).
 */
export const NumberInput = ({
  property,
  value,
  onChange,
  onBlur,
  ...aria
}: ControlProps<number | null> & { property: FieldProperty }) => {
  const { i18n } = useTranslation();
  const precision = property.precision ?? 0;
  const locale = i18n.language;
  const [text, setText] = useState(() => numberText(value, precision, locale));
  // A value set from outside (a reset) replaces the text; the member's own typing is kept as typed.
  useEffect(
    () =>
      setText((current) =>
        parseNumber(current, locale) === value ? current : numberText(value, precision, locale),
      ),
    [value, precision, locale],
  );
  return (
    <div className="flex items-center gap-2">
      {property.prefix ? <span className="text-sm text-muted">{property.prefix}</span> : null}
      <input
        {...aria}
        type="text"
        inputMode="decimal"
        className={inputClasses}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseNumber(event.target.value, locale));
        }}
        onBlur={() => {
          const number = parseNumber(text, locale);
          const rounded = number === null ? null : roundTo(number, precision);
          setText(numberText(rounded, precision, locale));
          onChange(rounded);
          onBlur?.();
        }}
      />
      {property.postfix ? <span className="text-sm text-muted">{property.postfix}</span> : null}
    </div>
  );
};

/** A day typed in the member's format; the form holds YYYY-MM-DD, or null while it does not parse. */
export const DateInput = ({ value, onChange, onBlur, ...aria }: ControlProps<string | null>) => {
  const { i18n, t } = useTranslation();
  const [text, setText] = useState(() => (value ? formatLocaleDate(value, i18n.language) : ''));
  useEffect(() => {
    setText((current) =>
      parseLocaleDate(current, i18n.language) === value
        ? current
        : value
          ? formatLocaleDate(value, i18n.language)
          : current,
    );
  }, [value, i18n.language]);
  return (
    <input
      {...aria}
      type="text"
      inputMode="numeric"
      placeholder={t('js.property_fields.date_placeholder')}
      className={inputClasses}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseLocaleDate(event.target.value, i18n.language));
      }}
      onBlur={onBlur}
    />
  );
};

/** A link and the text shown for it. */
export const UrlInput = ({ value, onChange, onBlur, id, disabled, ...aria }: ControlProps<UrlValue>) => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <input
        {...aria}
        id={id}
        type="url"
        placeholder={t('js.property_fields.url')}
        className={inputClasses}
        value={value.url}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, url: event.target.value })}
        onBlur={onBlur}
      />
      <input
        type="text"
        aria-label={t('js.property_fields.url_text')}
        placeholder={t('js.property_fields.url_text')}
        className={inputClasses}
        value={value.text}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
        onBlur={onBlur}
      />
    </div>
  );
};

/**
 * An address in its parts; with the country Deutschland the state is chosen from the German states.
 * A required address marks its placeholders with an asterisk (part 1 section 5).
 */
export const AddressInput = ({
  property,
  value,
  onChange,
  onBlur,
  id,
  disabled,
  ...aria
}: ControlProps<AddressValue> & { property: FieldProperty }) => {
  const { t } = useTranslation();
  const statesId = useId();
  const parts = ADDRESS_PARTS.filter((part) => part !== 'name' || property.with_name);
  const placeholder = (part: string) =>
    `${t(`js.property_fields.address.${part}`)}${property.required ? ' *' : ''}`;
  return (
    <fieldset id={id} className="m-0 min-w-0 border-0 p-0 grid gap-2 sm:grid-cols-2" {...aria}>
      {parts.map((part) =>
        part === 'state' && value.country === GERMANY ? (
          <select
            key={part}
            aria-label={t('js.property_fields.address.state')}
            className={inputClasses}
            value={value.state}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, state: event.target.value })}
            onBlur={onBlur}
          >
            <option value="">{placeholder('state')}</option>
            {GERMAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        ) : (
          <input
            key={part}
            type="text"
            aria-label={t(`js.property_fields.address.${part}`)}
            placeholder={placeholder(part)}
            className={cn(inputClasses, part === 'name' || part === 'street' ? 'sm:col-span-2' : undefined)}
            value={value[part] ?? ''}
            list={part === 'country' ? statesId : undefined}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, [part]: event.target.value })}
            onBlur={onBlur}
          />
        ),
      )}
      <datalist id={statesId}>
        <option value={GERMANY} />
      </datalist>
    </fieldset>
  );
};

/** A single selection: a native select with "no selection" (−1) when optional (part 1 section 5). */
export const SelectionSelect = ({
  property,
  value,
  onChange,
  onBlur,
  ...aria
}: ControlProps<string> & { property: FieldProperty }) => {
  const { t } = useTranslation();
  return (
    <select
      {...aria}
      className={inputClasses}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    >
      {property.required ? <option value="">{t('js.property_fields.choose')}</option> : null}
      {property.required ? null : <option value="-1">{t('js.property_fields.no_selection')}</option>}
      {(property.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
};

/** A multiple selection: one checkbox per option. */
export const SelectionChecks = ({
  property,
  value,
  onChange,
  onBlur,
  id,
  disabled,
  ...aria
}: ControlProps<string[]> & { property: FieldProperty }) => (
  <fieldset id={id} className="m-0 min-w-0 border-0 p-0 flex flex-wrap gap-x-4 gap-y-1" {...aria}>
    {(property.options ?? []).map((option) => (
      <label key={option.value} className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.includes(option.value)}
          disabled={disabled}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...value, option.value]
                : value.filter((chosen) => chosen !== option.value),
            )
          }
          onBlur={onBlur}
        />
        {option.label}
      </label>
    ))}
  </fieldset>
);
