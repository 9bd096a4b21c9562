import { useMemo, useState } from 'react';
import {
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { Briefcase, Plus, RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  KanbanBoard,
  Link,
  QueryState,
  Stack,
  Text,
  TextArea,
  formatCurrency,
  toast,
  type KanbanColumn,
  type KanbanMove,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import type { RouterInputs } from '../../../api/types';
import { hasActiveFilter, toBoardFilter, type CrmSearchState } from './crmSearchParams';
import { leadStatus } from './leadStatus';
import { NextStepDue } from './NextStepDue';
import { appendToColumn, applyMove, applyMoves, type PipelineMove } from './pipelineMoves';
import type { LeadBoard, LeadRow, LeadStatus } from '../queries';
import { leadHref } from './leadLinks';

/** Cards per column on the first load and per 'Mehr laden'. */
export const PER_COLUMN = 20;

type UpdateInput = RouterInputs['crm']['leads']['update'];

// The column's width, not the longest line's: long names wrap or end in an ellipsis (a
// `minmax(0, 1fr)` column adds nothing to the board column's minimum width).
const CardLines = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-1);
`;

function LeadCard({ lead }: { lead: LeadRow }) {
  return (
    <Text as="div" size="sm">
      <CardLines>
        <Text weight="semibold">
          <Link href={leadHref(lead.id)}>{lead.companyName}</Link>
        </Text>
        {lead.contactName ? <Text tone="muted">{lead.contactName}</Text> : null}
        <Stack direction="row" gap="2" justify="between">
          <Text numeric weight="medium">
            {formatCurrency(lead.valueCents, { cents: true })}
          </Text>
          <Text tone="muted" truncate>
            {lead.ownerName ?? 'Ohne Verantwortliche'}
          </Text>
        </Stack>
        <NextStepDue lead={lead} />
      </CardLines>
    </Text>
  );
}

const getItemId = (lead: LeadRow) => lead.id;
const getItemLabel = (lead: LeadRow) => lead.companyName;
const NOUN = { one: 'Lead', other: 'Leads' };

/** A status change in flight: the board shows it until the server has answered. */
function pendingMove(variables: unknown): PipelineMove | null {
  const input = variables as Partial<UpdateInput> | undefined;
  return input?.leadId && input.status ? { leadId: input.leadId, status: input.status } : null;
}

function useBoardMove(boardKey: readonly unknown[], queryClient: QueryClient) {
  const trpc = useTRPC();
  const mutationKey = trpc.crm.leads.update.mutationKey();
  return useMutation(
    trpc.crm.leads.update.mutationOptions({
      onMutate: async (input) => {
        // A refetch already running (a live update) must not land over the optimistic board.
        await queryClient.cancelQueries({ queryKey: boardKey });
        const previous = queryClient.getQueryData<LeadBoard>(boardKey);
        if (previous && input.status) {
          queryClient.setQueryData<LeadBoard>(
            boardKey,
            applyMove(previous, { leadId: input.leadId, status: input.status }),
          );
        }
        return { previous };
      },
      onError: (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
        toast({
          title: 'Status nicht geändert',
          description: error.message,
          variant: 'destructive',
        });
      },
      onSettled: () => {
        // Only the last of several quick moves refetches: an earlier one's answer would show
        // the board without the moves still on their way.
        if (queryClient.isMutating({ mutationKey }) === 1) {
          return queryClient.invalidateQueries({ queryKey: trpc.crm.leads.pathKey() });
        }
        return undefined;
      },
    }),
  );
}

export type PipelineBoardProps = {
  state: CrmSearchState;
  onResetFilters: () => void;
  onCreateLead: () => void;
};

/** The pipeline: a column per status with the server's count and € sum; cards move by drag. */
export function PipelineBoard({ state, onResetFilters, onCreateLead }: PipelineBoardProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filter = toBoardFilter(state);
  const input = { ...filter, perColumn: PER_COLUMN };
  const board = useQuery(trpc.crm.leads.board.queryOptions(input));
  const boardKey = trpc.crm.leads.board.queryKey(input);
  const move = useBoardMove(boardKey, queryClient);
  const [lost, setLost] = useState<LeadRow | null>(null);
  const [lostReason, setLostReason] = useState('');
  const [loadingMore, setLoadingMore] = useState<LeadStatus | null>(null);

  // Status changes still on their way (from here or the lead page), laid over whatever the
  // query holds: a refetch that answers before the server has written them cannot undo them.
  const pending = useMutationState({
    filters: { mutationKey: trpc.crm.leads.update.mutationKey(), status: 'pending' },
    select: (mutation) => pendingMove(mutation.state.variables),
  });
  const moves = useMemo(
    () => pending.filter((entry): entry is PipelineMove => entry !== null),
    [pending],
  );

  async function loadMore(status: LeadStatus, cursor: string) {
    setLoadingMore(status);
    try {
      const page = await queryClient.fetchQuery(
        trpc.crm.leads.list.queryOptions(
          { ...filter, status: [status], cursor, limit: PER_COLUMN },
          { staleTime: 0 },
        ),
      );
      queryClient.setQueryData<LeadBoard>(boardKey, (current) =>
        current ? appendToColumn(current, status, page) : current,
      );
    } catch (error) {
      toast({
        title: 'Weitere Leads konnten nicht geladen werden',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setLoadingMore(null);
    }
  }

  function handleMove({ item, toColumnId }: KanbanMove<LeadRow>) {
    const status = toColumnId as LeadStatus;
    if (status === item.status) return;
    if (status === 'lost') {
      // The card stays where it is until the reason is given.
      setLostReason('');
      setLost(item);
      return;
    }
    move.mutate({ leadId: item.id, status });
  }

  const filtered = hasActiveFilter(state);

  return (
    <>
      <QueryState
        query={board}
        loadingLabel="Pipeline wird geladen"
        errorTitle="Pipeline konnte nicht geladen werden"
        icon={<Briefcase aria-hidden />}
        isEmpty={(columns) => columns.every((column) => column.count === 0)}
        empty={
          filtered ? (
            <EmptyState
              icon={<Briefcase aria-hidden />}
              title="Keine Leads gefunden"
              action={
                <Button variant="outline" onClick={onResetFilters}>
                  <RotateCcw aria-hidden />
                  Filter zurücksetzen
                </Button>
              }
            >
              Kein Lead passt zu Suche und Filtern.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<Briefcase aria-hidden />}
              title="Noch keine Leads"
              action={
                <Button onClick={onCreateLead}>
                  <Plus aria-hidden />
                  Ersten Lead anlegen
                </Button>
              }
            >
              Lege deinen ersten Lead an oder importiere deine Kontakte als CSV.
            </EmptyState>
          )
        }
      >
        {(data) => {
          const columns: KanbanColumn<LeadRow>[] = applyMoves(data, moves).map((column) => ({
            id: column.status,
            title: leadStatus(column.status).label,
            count: column.count,
            summary: formatCurrency(column.sumCents, { cents: true }),
            items: column.items,
            footer:
              column.nextCursor && column.items.length < column.count ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-busy={loadingMore === column.status || undefined}
                  onClick={() => {
                    if (column.nextCursor && loadingMore === null) {
                      void loadMore(column.status, column.nextCursor);
                    }
                  }}
                >
                  Mehr laden
                </Button>
              ) : undefined,
          }));
          return (
            <KanbanBoard
              aria-label="Pipeline"
              columns={columns}
              noun={NOUN}
              getItemId={getItemId}
              getItemLabel={getItemLabel}
              renderCard={(lead) => <LeadCard lead={lead} />}
              onMove={handleMove}
            />
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={lost !== null}
        onOpenChange={(open) => {
          if (!open) setLost(null);
        }}
        title="Grund für Verlust"
        description={lost ? `„${lost.companyName}“ wandert in die Spalte „Verloren“.` : undefined}
        confirmLabel="Als verloren markieren"
        destructive
        initialFocus="content"
        onConfirm={() => {
          if (lost) move.mutate({ leadId: lost.id, status: 'lost', lostReason: lostReason.trim() });
        }}
      >
        <TextArea
          label="Grund für Verlust"
          required
          maxLength={500}
          rows={3}
          value={lostReason}
          onChange={(event) => setLostReason(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
