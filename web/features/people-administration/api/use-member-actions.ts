import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminMember,
  type CreateMemberBody,
  memberAdministrationPaths as paths,
  type UpdateMemberBody,
} from '../../../../contract/member-administration';
import { apiFetch } from '../../../app/api/client';
import { memberAdministrationKeys as keys } from './keys';

const useReloading = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

/** POST /administration/members */
export const useCreateMember = () =>
  useReloading((body: CreateMemberBody) => apiFetch<AdminMember>(paths.list, { method: 'POST', body }));

/** PUT /administration/members/{id} */
export const useUpdateMember = (id: string) =>
  useReloading((body: UpdateMemberBody) => apiFetch<AdminMember>(paths.update(id), { method: 'PUT', body }));

/** PUT (lock) or DELETE (unlock) /administration/members/{id}/lock */
export const useSetLocked = () =>
  useReloading(({ id, locked }: { id: string; locked: boolean }) =>
    apiFetch<AdminMember>(paths.lock(id), { method: locked ? 'PUT' : 'DELETE' }),
  );

/** DELETE /administration/members/{id} */
export const useDeleteMember = () =>
  useReloading((id: string) => apiFetch<void>(paths.update(id), { method: 'DELETE' }));
