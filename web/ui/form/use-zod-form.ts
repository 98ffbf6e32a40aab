import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';
import { issueMessageKey } from '../../../contract/field-errors';

/**
 * react-hook-form validated by a zod schema, built from the contract's request schema (extended or
 * refined for rules only the form has). Every message is an i18n key: the schema's own keys, and
 * zod's defaults turned into keys by the same function the server uses for its 400s.
 */
export const useZodForm = <Schema extends $ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<input<Schema>, unknown, output<Schema>>, 'resolver'> = {},
) =>
  useForm<input<Schema>, unknown, output<Schema>>({
    ...options,
    resolver: zodResolver(schema, { error: issueMessageKey }),
  });
