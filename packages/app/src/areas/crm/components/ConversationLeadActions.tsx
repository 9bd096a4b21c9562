import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Link,
  ResultList,
  ResultListItem,
  Stack,
  Text,
  TextField,
  toast,
} from '@sprint/ui';
import { AccessQueryState } from '../../../components/AccessQueryState';
import { useTRPC } from '../../../api/trpc';
import { leadStatus } from './leadStatus';
import { leadHref } from './leadLinks';

// The CRM's own dialog, shared with the inbox (both areas need it); loaded on first use so the
// inbox does not carry the lead form until someone creates a lead from a thread.
const NewLeadDialog = lazy(async () => ({
  default: (await import('./NewLeadDialog')).NewLeadDialog,
}));

const MESSAGE_FALLBACK = 'Das hat nicht geklappt. Bitte versuche es erneut.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGE_FALLBACK;
}

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export type ConversationParticipant = {
  conversationId: string;
  name: string | null;
  profileUrl: string | null;
};

/** 'Mit Lead verknüpfen': search the company's leads by name or e-mail and link one. */
function LinkLeadDialog({
  conversationId,
  onClose,
}: {
  conversationId: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const resultsId = useId();
  const term = useDebounced(search.trim(), 300);
  const leads = useQuery({
    ...trpc.crm.leads.list.queryOptions({ search: term.slice(0, 200) || undefined, limit: 10 }),
    placeholderData: (previous) => previous,
  });
  const link = useMutation(
    trpc.crm.leads.linkConversation.mutationOptions({
      onSuccess: async (_list, input) => {
        await queryClient.invalidateQueries({ queryKey: trpc.crm.leads.pathKey() });
        const lead = leads.data?.items.find((item) => item.id === input.leadId);
        toast({ title: 'Mit Lead verknüpft', description: lead?.companyName, variant: 'success' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Nicht verknüpft',
          description: messageOf(error),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mit Lead verknüpfen</DialogTitle>
          <DialogDescription>
            Die Unterhaltung erscheint danach auf der Seite des Leads.
          </DialogDescription>
        </DialogHeader>
        <TextField
          label="Lead suchen"
          type="search"
          placeholder="Unternehmen, Name oder E-Mail"
          value={search}
          aria-controls={resultsId}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div id={resultsId} aria-live="polite">
          <AccessQueryState
            subject="das CRM"
            query={leads}
            isEmpty={(page) => page.items.length === 0}
            size="compact"
            headingLevel={3}
            loadingLabel="Leads werden gesucht"
            errorTitle="Leads konnten nicht geladen werden"
            empty={<p>Keine passenden Leads.</p>}
          >
            {(page) => (
              <ResultList aria-label="Gefundene Leads" maxHeight="18rem">
                {page.items.map((lead) => (
                  <ResultListItem key={lead.id}>
                    <div>
                      <div>{lead.companyName}</div>
                      <Text tone="muted" size="sm">
                        {[lead.contactName, leadStatus(lead.status).label]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${lead.companyName} verknüpfen`}
                      aria-disabled={link.isPending || undefined}
                      onClick={() =>
                        link.isPending
                          ? undefined
                          : link.mutate({ leadId: lead.id, conversationId })
                      }
                    >
                      Verknüpfen
                    </Button>
                  </ResultListItem>
                ))}
              </ResultList>
            )}
          </AccessQueryState>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The CRM in a LinkedIn thread's header: the linked lead(s) with a link, or 'Lead anlegen'
 * (prefilled from the participant, then linked) and 'Mit Lead verknüpfen'.
 */
export function ConversationLeadActions({
  conversationId,
  name,
  profileUrl,
}: ConversationParticipant) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [linking, setLinking] = useState(false);
  const linked = useQuery(
    trpc.crm.leads.byConversation.queryOptions(conversationId ? { conversationId } : skipToken),
  );
  const link = useMutation(trpc.crm.leads.linkConversation.mutationOptions());

  async function linkNewLead(leadId: string) {
    try {
      await link.mutateAsync({ leadId, conversationId });
      await queryClient.invalidateQueries({ queryKey: trpc.crm.leads.pathKey() });
    } catch (error) {
      toast({
        title: 'Lead angelegt, aber nicht verknüpft',
        description: messageOf(error),
        variant: 'destructive',
      });
    }
  }

  // Without access to the CRM (or while it loads) the thread simply shows no lead actions.
  if (!linked.isSuccess) return null;
  return (
    <Stack direction="row" wrap align="center" gap="2" data-slot="conversation-lead-actions">
      {linked.data.length > 0 ? (
        <>
          <Text size="sm">Lead:</Text>
          {linked.data.map((lead) => {
            const status = leadStatus(lead.status);
            return (
              <Text key={lead.id} size="sm">
                <Link href={leadHref(lead.id)}>{lead.companyName}</Link>{' '}
                <Badge variant={status.variant}>{status.label}</Badge>
              </Text>
            );
          })}
        </>
      ) : (
        <>
          <Button size="sm" onClick={() => setCreating(true)}>
            Lead anlegen
          </Button>
          <Button size="sm" variant="outline" onClick={() => setLinking(true)}>
            Mit Lead verknüpfen
          </Button>
        </>
      )}
      {creating ? (
        <Suspense fallback={null}>
          <NewLeadDialog
            open={creating}
            onOpenChange={setCreating}
            initialValues={{
              contactName: name ?? undefined,
              // The profile address was scraped: only https goes into the lead (the server's rule).
              linkedinUrl: profileUrl && /^https:\/\//i.test(profileUrl) ? profileUrl : undefined,
              source: 'linkedin',
            }}
            onCreated={(lead) => void linkNewLead(lead.id)}
          />
        </Suspense>
      ) : null}
      {linking ? (
        <LinkLeadDialog conversationId={conversationId} onClose={() => setLinking(false)} />
      ) : null}
    </Stack>
  );
}
