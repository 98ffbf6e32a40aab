import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createTaskBody,
  TASK_CHECKLIST_TEXT_MAX,
  TASK_PRIORITIES,
  TASK_REMINDERS,
  type Task,
  type UpdateTaskBody,
} from '../../../contract/tasks';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form/choice-fields';
import { DateField, TimeField } from '../../ui/form/date-time-fields';
import { MemberPickerField } from '../../ui/form/member-picker-field';
import { memberPick, memberSource, pickSchema } from '../../ui/form/picker-sources';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormField, inputClasses } from '../../ui/form-field';
import { toast } from '../../ui/toaster';
import { useUpdateTask } from './api/tasks';
import { RichTextEditor } from './rich-text-editor';

const formSchema = z.object({
  title: createTaskBody.shape.title,
  description_html: z.string(),
  due_date: z.string(),
  due_time: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  reminder: z.string(),
  assignees: z.array(pickSchema),
  checklist: z.array(
    z.object({
      id: z.string().optional(),
      text: z
        .string()
        .trim()
        .min(1, 'tasks.validation_errors.checklist_text_empty')
        .max(TASK_CHECKLIST_TEXT_MAX),
      done: z.boolean(),
    }),
  ),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const valuesOf = (task: Task): FormInput => ({
  title: task.title,
  description_html: task.description_html,
  due_date: task.due?.date ?? '',
  due_time: task.due?.time ?? '',
  priority: task.priority,
  reminder: task.reminder_minutes === null ? '' : String(task.reminder_minutes),
  assignees: task.assignees.map((assignee) => memberPick(assignee.member)),
  checklist: task.checklist.map((item) => ({ ...item })),
});

const bodyOf = (task: Task, values: FormOutput): UpdateTaskBody => ({
  title: values.title,
  description_html: values.description_html,
  due: values.due_date
    ? {
        date: values.due_date,
        time: values.due_time || null,
        time_zone: task.due?.time_zone ?? browserZone(),
      }
    : null,
  priority: values.priority,
  reminder_minutes: values.reminder && values.due_date ? Number(values.reminder) : null,
  assignee_ids: values.assignees.map((pick) => pick.id),
  checklist: values.checklist,
});

/** Server paths to the form's fields. */
const fieldOf = (path: string): keyof FormInput | null => {
  if (path === 'title' || path === 'priority') return path;
  if (path.startsWith('due')) return 'due_date';
  if (path === 'assignee_ids') return 'assignees';
  if (path === 'reminder_minutes') return 'reminder';
  if (path === 'description_html') return 'description_html';
  return null;
};

/** Editing a task: everything its creator (or a group administrator) may change. */
export const TaskForm = ({ task, onDone }: { task: Task; onDone: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateTask(task.id);
  const form = useZodForm(formSchema, { defaultValues: valuesOf(task) });
  const checklist = useFieldArray({ control: form.control, name: 'checklist' });
  const [newItem, setNewItem] = useState('');
  const addItem = () => {
    const text = newItem.trim();
    if (!text) return;
    checklist.append({ text, done: false });
    setNewItem('');
  };
  const submit = form.handleSubmit((values) =>
    update.mutate(bodyOf(task, values), {
      onSuccess: () => {
        toast.success(t('js.saving_successful'));
        onDone();
      },
      onError: (error) => applyServerErrors(error, form.setError, t, { fieldOf }),
    }),
  );
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField control={form.control} name="title" label={t('js.tasks.fields.title')} required />
      <Controller
        control={form.control}
        name="description_html"
        render={({ field }) => (
          <FormField label={t('js.tasks.fields.description')}>
            <div>
              <RichTextEditor
                label={t('js.tasks.fields.description')}
                initialHtml={task.description_html}
                onChange={field.onChange}
              />
            </div>
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField control={form.control} name="due_date" label={t('js.tasks.fields.due_date')} />
        <TimeField
          control={form.control}
          name="due_time"
          label={t('js.tasks.fields.due_time')}
          hint={t('js.tasks.fields.due_time_hint')}
        />
        <SelectField control={form.control} name="reminder" label={t('js.tasks.fields.reminder')}>
          <option value="">{t('js.tasks.reminder.none')}</option>
          {TASK_REMINDERS.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t(`js.tasks.reminder.m${minutes}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField control={form.control} name="priority" label={t('js.tasks.fields.priority')}>
        {TASK_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {t(`js.tasks.priority.${priority}`)}
          </option>
        ))}
      </SelectField>
      <MemberPickerField
        control={form.control}
        name="assignees"
        label={t('js.tasks.fields.assignees')}
        hint={task.group ? t('js.tasks.fields.assignees_group_hint') : undefined}
        source={memberSource}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('js.tasks.fields.checklist')}</legend>
        {checklist.fields.map((item, index) => (
          <div key={item.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-(--color-primary)"
              aria-label={t('js.tasks.checklist_done', { position: index + 1 })}
              {...form.register(`checklist.${index}.done`)}
            />
            <input
              className={inputClasses}
              aria-label={t('js.tasks.checklist_text', { position: index + 1 })}
              maxLength={TASK_CHECKLIST_TEXT_MAX}
              {...form.register(`checklist.${index}.text`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('js.tasks.checklist_remove', { position: index + 1 })}
              onClick={() => checklist.remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        <div className="flex items-center gap-2">
          <input
            className={inputClasses}
            value={newItem}
            maxLength={TASK_CHECKLIST_TEXT_MAX}
            placeholder={t('js.tasks.checklist_add_placeholder')}
            aria-label={t('js.tasks.checklist_add')}
            onChange={(event) => setNewItem(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addItem();
              }
            }}
          />
          <Button type="button" variant="secondary" size="sm" onClick={addItem}>
            <Plus aria-hidden className="size-4" />
            {t('js.tasks.checklist_add')}
          </Button>
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {t('js.tasks.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('js.tasks.cancel')}
        </Button>
      </div>
    </form>
  );
};
