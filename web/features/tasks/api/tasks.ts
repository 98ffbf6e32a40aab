import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnswerBody,
  type CreateTaskBody,
  type Note,
  type NoteBody,
  type Task,
  type TasksPage,
  type TasksQuery,
  tasksPaths,
  type UpdateTaskBody,
} from '../../../../contract/tasks';
import { apiFetch } from '../../../app/api/client';

export const taskKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  list: (scope: string, query: TasksQuery) => ['tasks', 'list', scope, query] as const,
  task: (id: string) => ['tasks', 'task', id] as const,
  notes: ['tasks', 'notes'] as const,
};

const queryOf = (query: TasksQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;

/** One of the viewer's lists, or a group's tasks when `group` is given. */
export const useTasks = (query: TasksQuery, group?: string) =>
  useQuery({
    queryKey: taskKeys.list(group ?? 'me', query),
    queryFn: ({ signal }) =>
      apiFetch<TasksPage>(group ? tasksPaths.groupTasks(group) : tasksPaths.tasks, {
        query: queryOf(query),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTask = (id: string) =>
  useQuery({
    queryKey: taskKeys.task(id),
    queryFn: ({ signal }) => apiFetch<Task>(tasksPaths.task(id), { signal }),
  });

/** After any change: the task's own entry takes the answer, every list loads again. */
const useSettle = () => {
  const queryClient = useQueryClient();
  return (task?: Task) => {
    if (task) queryClient.setQueryData(taskKeys.task(task.id), task);
    void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
  };
};

export const useCreateTask = () => {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: CreateTaskBody) =>
      apiFetch<Task>(tasksPaths.tasks, { method: 'POST', body, idempotent: true }),
    onSuccess: settle,
  });
};

export const useUpdateTask = (id: string) => {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: UpdateTaskBody) => apiFetch<Task>(tasksPaths.task(id), { method: 'PATCH', body }),
    onSuccess: settle,
  });
};

export type TaskAction =
  | { kind: 'star' | 'done' | 'archive'; on: boolean }
  | { kind: 'answer'; body: AnswerBody }
  | { kind: 'checklist'; itemId: string; done: boolean };

const actionRequest = (id: string, action: TaskAction) => {
  switch (action.kind) {
    case 'answer':
      return apiFetch<Task>(tasksPaths.answer(id), { method: 'PUT', body: action.body });
    case 'checklist':
      return apiFetch<Task>(tasksPaths.checklistItem(id, action.itemId), {
        method: 'PUT',
        body: { done: action.done },
      });
    default:
      return apiFetch<Task>(tasksPaths[action.kind](id), { method: action.on ? 'PUT' : 'DELETE' });
  }
};

/** Star, done, archive, answer and checklist ticks of one task. */
export const useTaskAction = () => {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TaskAction }) => actionRequest(id, action),
    onSuccess: settle,
  });
};

export const useDeleteTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(tasksPaths.task(id), { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: taskKeys.lists }),
  });
};

export const useReorderTasks = () =>
  useMutation({
    mutationFn: (ids: string[]) => apiFetch<void>(tasksPaths.order, { method: 'PUT', body: { ids } }),
  });

export const useNotes = () =>
  useQuery({
    queryKey: taskKeys.notes,
    queryFn: ({ signal }) => apiFetch<{ notes: Note[] }>(tasksPaths.notes, { signal }),
  });

export const useSaveNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NoteBody }) =>
      id
        ? apiFetch<Note>(tasksPaths.note(id), { method: 'PUT', body })
        : apiFetch<Note>(tasksPaths.notes, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: taskKeys.notes }),
  });
};

export const useDeleteNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(tasksPaths.note(id), { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: taskKeys.notes }),
  });
};
