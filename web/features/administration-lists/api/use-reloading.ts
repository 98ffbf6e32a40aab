import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation that reloads everything under `key` once it succeeded. */
export const useReloading = <Input, Output>(key: QueryKey, run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
