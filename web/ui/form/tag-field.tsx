import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MemberPickerField } from './member-picker-field';
import { tagSource } from './picker-sources';
import type { FieldControlProps } from './use-field-control';

/**
 * Tags as a form field (part 1 sections 3 and 5): the shared picker searching GET /tags/find 375 ms
 * after typing, offering the typed name as a new tag (`new_<name>`, made when the form is saved) unless
 * `excludeNew`. The value is the list of picks; send their ids (`tagRefs` in contract/tags.ts).
 */
export const TagField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  parents,
  excludeNew,
  placeholder,
  ...field
}: FieldControlProps<T, N, Out> & { parents?: string[]; excludeNew?: boolean; placeholder?: string }) => {
  const { t } = useTranslation();
  return (
    <MemberPickerField
      {...field}
      source={tagSource({ parents, excludeNew })}
      placeholder={placeholder ?? t('js.form.picker.tag_placeholder')}
    />
  );
};
