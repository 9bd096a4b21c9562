import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../../api/trpc';

/**
 * The calendar's writes. Each refetches every calendar query when it settles (ranges, the
 * dashboard card), succeeded or refused: a refused drag must show the event where it was.
 */
export function useEventMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: trpc.calendar.pathKey() });
  const create = useMutation(trpc.calendar.events.create.mutationOptions({ onSettled: settled }));
  const update = useMutation(trpc.calendar.events.update.mutationOptions({ onSettled: settled }));
  const remove = useMutation(trpc.calendar.events.delete.mutationOptions({ onSettled: settled }));
  return { create, update, remove };
}

/** Saves an event's `.ics` (from `calendar.events.ics`) as a file. */
export function useIcsDownload() {
  const client = useTRPCClient();
  return async (eventId: string) => {
    const { fileName, content } = await client.calendar.events.ics.query({ eventId });
    const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has the file once the click is handled; the address is not needed after that.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
}
