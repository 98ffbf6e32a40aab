import { useTranslation } from 'react-i18next';
import type {
  AddressValue,
  FileValue,
  MembershipValue,
  RelationValue,
  StatisticsValue,
  UrlValue,
} from '../../../contract/property-sets';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { UnsupportedField } from './property-field';
import { type FieldProperty, formatLocaleDate, formatNumber, isKnownType } from './values';

const listOf = <T,>(value: unknown): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? (value as T[]) : [value as T];

const Names = ({ names }: { names: string[] }) => (
  <ul className="flex flex-wrap gap-2">
    {names.map((name, index) => (
      // Names may repeat (two files called the same); their position keeps them apart.
      // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
      <li key={`${index}-${name}`} className="rounded-full bg-canvas px-3 py-1 text-sm">
        {name}
      </li>
    ))}
  </ul>
);

/** A stored value as text or markup, or null when there is nothing to show. */
function ValueOf({ property, value }: { property: FieldProperty; value: unknown }) {
  const { t, i18n } = useTranslation();
  switch (property.type) {
    case 'number':
      return typeof value === 'number'
        ? [property.prefix, formatNumber(value, property.precision ?? 0, i18n.language), property.postfix]
            .filter(Boolean)
            .join(' ')
        : null;
    case 'date':
      return typeof value === 'string' ? formatLocaleDate(value, i18n.language) : null;
    case 'email':
      return typeof value === 'string' ? <a href={`mailto:${value}`}>{value}</a> : null;
    case 'url': {
      const link = value as UrlValue | null;
      return link?.url ? (
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-primary underline"
        >
          {link.text || link.url}
        </a>
      ) : null;
    }
    case 'html':
      return typeof value === 'string' && value ? <SanitizedHtml html={value} /> : null;
    case 'address': {
      const address = value as AddressValue | null;
      if (!address) return null;
      const lines = [
        address.name,
        [address.street, address.number].filter(Boolean).join(' '),
        [address.zip, address.city].filter(Boolean).join(' '),
        [address.state, address.country].filter(Boolean).join(', '),
      ].filter(Boolean);
      return lines.length ? (
        <address className="not-italic">
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </address>
      ) : null;
    }
    case 'selection': {
      const labels = listOf<string>(value).map(
        (chosen) => property.options?.find((option) => option.value === chosen)?.label ?? chosen,
      );
      return labels.length ? labels.join(', ') : null;
    }
    case 'membership': {
      const names = listOf<MembershipValue & { displayValue?: string }>(value).map(
        (member) => member.displayName ?? member.displayValue ?? '',
      );
      return names.length ? <Names names={names} /> : null;
    }
    case 'tag': {
      const names = listOf<{ name: string }>(value).map((tag) => `#${tag.name}`);
      return names.length ? <Names names={names} /> : null;
    }
    case 'file':
    case 'image': {
      const names = listOf<FileValue>(value).map((file) => file.name);
      return names.length ? <Names names={names} /> : null;
    }
    case 'relation': {
      const names = listOf<RelationValue>(value).map((item) => item.displayValue);
      return names.length ? <Names names={names} /> : null;
    }
    case 'statistics': {
      const count = (value as StatisticsValue | null)?.view_count ?? 0;
      return <>{t('js.property_fields.view_count', { count })}</>;
    }
    default:
      return typeof value === 'string' && value ? <span className="whitespace-pre-line">{value}</span> : null;
  }
}

/**
 * A property's value for reading (item pages, profiles), as a term and its value inside a `<dl>`; an
 * unknown type shows the notice in the value's place.
 */
export const PropertyDisplay = ({
  property,
  value,
  showLabel = true,
}: {
  property: FieldProperty;
  value: unknown;
  /** False: the term is read by assistive technology only (an item layout's `show_label`). */
  showLabel?: boolean;
}) => (
  <div>
    <dt className={showLabel ? 'text-sm font-medium text-muted' : 'sr-only'}>{property.label}</dt>
    <dd className="text-sm text-ink">
      {isKnownType(property.type) ? (
        <ValueOf property={property} value={value} />
      ) : (
        <UnsupportedField property={property} />
      )}
    </dd>
  </div>
);

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'h6'] as const;

/**
 * Every property of a set with its value, in the set's order. Headlines split the list: each starts
 * a heading of its level and a list of its own (a heading may not stand inside a `<dl>`).
 */
export const PropertyDisplays = ({
  properties,
  values,
}: {
  properties: readonly FieldProperty[];
  values: Record<string, unknown>;
}) => {
  const sections: { headline: FieldProperty | null; properties: FieldProperty[] }[] = [
    { headline: null, properties: [] },
  ];
  for (const property of properties) {
    if (property.type === 'headline') sections.push({ headline: property, properties: [] });
    else sections.at(-1)?.properties.push(property);
  }
  return (
    <div className="space-y-4">
      {sections.map(({ headline, properties: listed }) => {
        const Heading = HEADINGS[Math.min(Math.max((headline?.size ?? 1) - 1, 0), 5)] ?? 'h2';
        return (
          <section key={headline?.name ?? ''} className="space-y-3">
            {headline ? <Heading className="font-semibold text-ink">{headline.label}</Heading> : null}
            {listed.length ? (
              <dl className="space-y-3">
                {listed.map((property) => (
                  <PropertyDisplay key={property.name} property={property} value={values[property.name]} />
                ))}
              </dl>
            ) : null}
          </section>
        );
      })}
    </div>
  );
};
