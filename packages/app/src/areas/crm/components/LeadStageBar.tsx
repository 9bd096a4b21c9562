import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import styled from 'styled-components';
import { ConfirmDialog, TextField, toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { LEAD_STATUSES, LOST_REASON_REQUIRED, errorMessage } from './leadForm';
import { leadStatus } from './leadStatus';
import type { LeadDetail, LeadStatus } from '../queries';

const Bar = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stage = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-1-5);
  width: 100%;
  min-height: var(--size-control);
  padding: var(--space-1) var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-background);
  color: var(--color-foreground);
  font: inherit;
  font-size: var(--font-size-sm);
  cursor: pointer;

  &:hover {
    background: var(--color-accent);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  &[data-state='done'] {
    background: var(--color-muted);
  }

  &[aria-current='step'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-primary-foreground);
    font-weight: var(--font-weight-semibold);
  }

  &[aria-current='step'][data-status='lost'] {
    border-color: var(--color-destructive);
    background: var(--color-destructive);
    color: var(--color-destructive-foreground);
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }
`;

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
  const currentIndex = LEAD_STATUSES.indexOf(lead.status);

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
      <Bar>
        {LEAD_STATUSES.map((status, index) => {
          const current = status === lead.status;
          const done = lead.status !== 'lost' && index < currentIndex;
          return (
            <li key={status}>
              <Stage
                type="button"
                data-status={status}
                data-state={done ? 'done' : undefined}
                aria-current={current ? 'step' : undefined}
                aria-pressed={current}
                aria-disabled={update.isPending || undefined}
                onClick={() => choose(status)}
              >
                {done ? <Check aria-hidden /> : null}
                {leadStatus(status).label}
              </Stage>
            </li>
          );
        })}
      </Bar>
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
