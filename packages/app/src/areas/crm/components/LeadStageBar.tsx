import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog, Stepper, TextField, toast, type StepperStep } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { LEAD_STATUSES, LOST_REASON_REQUIRED, errorMessage } from './leadForm';
import { leadStatus } from './leadStatus';
import type { LeadDetail, LeadStatus } from '../queries';

const STEPS: readonly StepperStep<LeadStatus>[] = LEAD_STATUSES.map((status) => ({
  id: status,
  label: leadStatus(status).label,
  variant: status === 'lost' ? 'destructive' : undefined,
}));

/**
 * The six statuses in pipeline order; a click moves the lead there at once (everyone else sees
 * it live). 'Verloren' first asks for the reason the server requires.
 */
export function LeadStageBar({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [askReason, setAskReason] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const byIdKey = trpc.crm.leads.byId.queryKey({ leadId: lead.id });
  const update = useMutation(
    trpc.crm.leads.update.mutationOptions({
      // Instant on the bar; rolled back with the server's reason when it refuses.
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: byIdKey });
        const previous = queryClient.getQueryData(byIdKey);
        if (previous && input.status) {
          queryClient.setQueryData(byIdKey, { ...previous, status: input.status });
        }
        return { previous };
      },
      onError: (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(byIdKey, context.previous);
        toast({
          title: 'Status nicht gespeichert',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.crm.pathKey() }),
    }),
  );

  function choose(status: LeadStatus) {
    if (status === lead.status || update.isPending) return;
    if (status === 'lost') {
      setReason(lead.lostReason ?? '');
      setReasonError(null);
      setAskReason(true);
      return;
    }
    update.mutate({ leadId: lead.id, status });
  }

  return (
    <nav aria-label="Phase des Leads">
      <Stepper
        steps={STEPS}
        current={lead.status}
        // 'Verloren' ends the pipeline another way: no stage before it counts as done.
        done={lead.status === 'lost' ? [] : undefined}
        onSelect={choose}
        busy={update.isPending}
      />
      <ConfirmDialog
        open={askReason}
        onOpenChange={setAskReason}
        title="Grund für Verlust"
        description="Warum ist dieser Lead verloren? Der Grund hilft bei der Auswertung."
        confirmLabel="Als verloren markieren"
        destructive
        initialFocus="content"
        onConfirm={() => {
          const trimmed = reason.trim();
          if (!trimmed) {
            setReasonError(LOST_REASON_REQUIRED);
            // A rejected promise keeps the dialog open for the reason.
            return Promise.reject(new Error(LOST_REASON_REQUIRED));
          }
          return update.mutateAsync({ leadId: lead.id, status: 'lost', lostReason: trimmed });
        }}
      >
        <TextField
          label="Grund"
          value={reason}
          maxLength={500}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setReasonError(null);
          }}
        />
      </ConfirmDialog>
    </nav>
  );
}
