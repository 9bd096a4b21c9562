import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { Button, toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { uploadFile } from '../../../lib/upload';
import { checkIcsFile, describeImport } from './importSummary';

const MESSAGE_FALLBACK = 'Das hat nicht geklappt. Bitte versuche es erneut.';
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGE_FALLBACK;

/**
 * 'Kalender importieren': an `.ics` file (at most 5 MB, refused here before it is sent) is
 * uploaded (purpose `calendar`) and handed to `calendar.import`; a toast says what came in, or
 * the server's reason why not.
 */
export function ImportCalendarButton() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const importFile = useMutation(
    trpc.calendar.import.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.calendar.pathKey() }),
    }),
  );
  const busy = uploading || importFile.isPending;

  function refused(error: unknown) {
    toast({
      title: 'Kalender nicht importiert',
      description: messageOf(error),
      variant: 'destructive',
    });
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const tooLarge = checkIcsFile(file);
    if (tooLarge) {
      refused(new Error(tooLarge));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, {
        purpose: 'calendar',
        fileName: file.name,
        contentType: 'text/calendar',
      });
      const result = await importFile.mutateAsync({ filePath: uploaded.path });
      toast({
        title: 'Kalender importiert',
        description: describeImport(result),
        variant: 'success',
      });
    } catch (error) {
      refused(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        hidden
        type="file"
        accept=".ics,text/calendar"
        tabIndex={-1}
        aria-hidden
        data-testid="calendar-import-file"
        onChange={(event) => void handleFile(event)}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden />
        {busy ? 'Wird importiert …' : 'Kalender importieren'}
      </Button>
    </>
  );
}
