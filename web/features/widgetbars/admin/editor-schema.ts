import { z } from 'zod';
import { issueMessageKey } from '../../../../contract/field-errors';
import { widgetProperties, widgetType } from '../../../../contract/widgetbars';

/**
 * The editor's form: the widgets in order, each checked against its type's schema of the contract
 * (the same the server applies), so a count below 0 is marked before saving.
 */
export const editorSchema = z
  .object({
    widgets: z.array(
      z.object({
        id: z.string().optional(),
        type: widgetType,
        properties: z.record(z.string(), z.unknown()),
      }),
    ),
  })
  .superRefine((value, context) => {
    value.widgets.forEach((widget, index) => {
      const parsed = widgetProperties[widget.type].safeParse(widget.properties);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        context.addIssue({
          code: 'custom',
          message: issueMessageKey(issue),
          path: [
            'widgets',
            index,
            'properties',
            ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
          ],
        });
      }
    });
  });
export type EditorValues = z.input<typeof editorSchema>;
