import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileValue, RelationValue } from '../../../contract/property-sets';
import { Button } from '../../ui/button';
import { readyItems, useUploader } from '../files';
import type { ControlProps } from './inputs';
import type { FieldProperty } from './values';

/** Chosen entries as chips with a remove button each (files, images, related items). */
const Chips = <T extends { id: string }>({
  entries,
  nameOf,
  onRemove,
  disabled,
}: {
  entries: T[];
  nameOf: (entry: T) => string;
  onRemove: (entry: T) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center gap-1 rounded-full bg-canvas px-3 py-1 text-sm">
          {nameOf(entry)}
          {disabled ? null : (
            <button
              type="button"
              className="rounded-full p-0.5 text-muted hover:text-ink"
              aria-label={t('js.property_fields.remove', { name: nameOf(entry) })}
              onClick={() => onRemove(entry)}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
};

/**
 * Files or images: the chosen ones, and new uploads through the app's one uploader. An upload stays
 * volatile until the owning form (an app item, a profile) is saved and publishes it.
 */
export const FileInput = ({
  property,
  value,
  onChange,
  id,
  disabled,
  ...aria
}: ControlProps<FileValue[]> & { property: FieldProperty }) => {
  const { t } = useTranslation();
  const images = property.type === 'image';
  const uploader = useUploader({
    kind: images ? 'images' : 'files',
    maxFiles: property.multiple ? undefined : 1,
  });
  const picker = useRef<HTMLInputElement>(null);
  const added = useRef(new Set<string>());
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => {
    // Finished uploads join the value once each.
    const fresh = readyItems(uploader.items).filter((item) => item.id && !added.current.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) added.current.add(item.id as string);
    const uploaded = fresh.map((item) => ({
      id: item.id as string,
      name: item.name,
      extension: item.extension,
    }));
    const { value: current, onChange: change } = latest.current;
    change(property.multiple ? [...current, ...uploaded] : uploaded.slice(-1));
  }, [uploader.items, property.multiple]);
  return (
    <fieldset id={id} className="m-0 min-w-0 border-0 p-0 space-y-2" {...aria}>
      <Chips
        entries={value}
        nameOf={(file) => file.name}
        disabled={disabled}
        onRemove={(file) => onChange(value.filter((entry) => entry.id !== file.id))}
      />
      {disabled || (!property.multiple && value.length > 0) ? null : (
        <>
          <input
            ref={picker}
            type="file"
            hidden
            multiple={property.multiple}
            accept={images ? 'image/*' : undefined}
            onChange={(event) => {
              uploader.addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={uploader.uploading}
            onClick={() => picker.current?.click()}
          >
            {t(images ? 'js.property_fields.add_image' : 'js.property_fields.add_file')}
          </Button>
        </>
      )}
    </fieldset>
  );
};

/**
 * Related items of another app: the chosen ones, removable. Searching and creating related items is
 * the apps module's; it passes its chooser as `children`.
 */
export const RelationInput = ({
  value,
  onChange,
  id,
  disabled,
  children,
  ...aria
}: ControlProps<RelationValue[]> & { children?: React.ReactNode }) => (
  <fieldset id={id} className="m-0 min-w-0 border-0 p-0 space-y-2" {...aria}>
    <Chips
      entries={value}
      nameOf={(item) => item.displayValue}
      disabled={disabled}
      onRemove={(item) => onChange(value.filter((entry) => entry.id !== item.id))}
    />
    {disabled ? null : children}
  </fieldset>
);
