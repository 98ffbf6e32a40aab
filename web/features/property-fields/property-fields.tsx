import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PropertyField, type RelationChooser } from './property-field';
import { canUpdateField, type FieldProperty } from './values';

/**
 * Every property of a set as form fields, in the set's order, under `prefix` (`values` by default, the
 * path the server answers field errors at). `can` disables what the viewer may not change.
 */
export const PropertyFields = <T extends FieldValues>({
  control,
  properties,
  can,
  prefix = 'values',
  relationChooser,
}: {
  control: Control<T, unknown, T>;
  properties: readonly FieldProperty[];
  can?: { update: boolean; fields?: Record<string, boolean> };
  prefix?: string;
  relationChooser?: (property: FieldProperty) => RelationChooser | undefined;
}) => (
  <div className="space-y-4">
    {properties.map((property) => (
      <PropertyField
        key={property.name}
        control={control}
        name={`${prefix}.${property.name}` as FieldPath<T>}
        property={property}
        disabled={!canUpdateField(can, property.name)}
        relationChooser={relationChooser?.(property)}
      />
    ))}
  </div>
);
