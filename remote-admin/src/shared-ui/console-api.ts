import { useMutation, useQueryClient } from '@musawo/shared/query';
import { useSession } from '@musawo/shared/react';

/** The query key of a console section's data, kept apart per operator signed in. */
export const useConsoleKey = (section: string): string[] => ['admin', useSession()?.user.id ?? '', section];

/** An operator action of a section: once it settles, the section's lists and the activity record are read again. */
export function useConsoleAction<I, O>(section: string, action: (input: I) => Promise<O>) {
  const key = useConsoleKey(section);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['admin', key[1], 'activity'] });
    },
  });
}
