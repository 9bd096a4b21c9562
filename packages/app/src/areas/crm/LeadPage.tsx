import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Briefcase, MessagesSquare } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  Grid,
  Link,
  LoadingScreen,
  PageHeader,
  QueryState,
  Stack,
  Text,
  formatDateTime,
  formatRelativeTime,
  toast,
} from '@sprint/ui';
import { useTRPC, useTRPCClient } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { LeadTasks } from '../tasks/public';
import { conversationHref } from '../outreach/public';
import { isUuid } from '../../lib/uuid';
import { LeadFields } from './components/LeadFields';
import { LeadStageBar } from './components/LeadStageBar';
import { LeadTimeline } from './components/LeadTimeline';
import { errorMessage } from './components/leadForm';
import { leadStatus } from './components/leadStatus';
import type { LeadDetail } from './queries';

/** A lead that does not exist, or belongs to another company (the server answers both alike). */
function LeadNotFound() {
  return (
    <EmptyState
      icon={<Briefcase aria-hidden />}
      title="Lead nicht gefunden"
      action={<Link href="/app/crm">Zurück zum CRM</Link>}
    >
      Diesen Lead gibt es nicht (mehr), oder er gehört zu einem anderen Unternehmen.
    </EmptyState>
  );
}

/** The LinkedIn threads linked to the lead, each with a way to its inbox thread. */
function LinkedConversations({ leadId }: { leadId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const conversations = useQuery(trpc.crm.leads.conversations.queryOptions({ leadId }));
  const unlink = useMutation(
    trpc.crm.leads.unlinkConversation.mutationOptions({
      onSuccess: (list) => {
        queryClient.setQueryData(trpc.crm.leads.conversations.queryKey({ leadId }), list);
        void queryClient.invalidateQueries({ queryKey: trpc.crm.leads.byConversation.pathKey() });
        toast({ title: 'Verknüpfung gelöst' });
      },
      onError: (error) =>
        toast({
          title: 'Verknüpfung nicht gelöst',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">LinkedIn-Unterhaltungen</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={conversations}
          size="compact"
          headingLevel={3}
          loadingLabel="Unterhaltungen werden geladen"
          errorTitle="Unterhaltungen konnten nicht geladen werden"
          icon={<MessagesSquare aria-hidden />}
          empty={
            <p>
              Noch keine Unterhaltung verknüpft. Verknüpfe sie in der{' '}
              <Link href="/app/outreach/inbox?channel=linkedin">LinkedIn-Inbox</Link>.
            </p>
          }
        >
          {(list) => (
            <Stack as="ul" gap="2" aria-label="Verknüpfte Unterhaltungen">
              {list.map((conversation) => {
                const name = conversation.participantName ?? 'Unbekannter Kontakt';
                return (
                  <Stack
                    as="li"
                    key={conversation.id}
                    direction="row"
                    wrap
                    align="center"
                    justify="between"
                    gap="2"
                  >
                    <Stack gap="0">
                      <Link href={conversationHref(conversation.id, conversation.channel)}>
                        {name}
                      </Link>
                      {conversation.lastMessageAt ? (
                        <Text tone="muted" size="sm">
                          Letzte Nachricht {formatRelativeTime(conversation.lastMessageAt)}
                        </Text>
                      ) : null}
                    </Stack>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-disabled={unlink.isPending || undefined}
                      onClick={() => unlink.mutate({ leadId, conversationId: conversation.id })}
                    >
                      Verknüpfung lösen
                    </Button>
                  </Stack>
                );
              })}
            </Stack>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/**
 * 'Lead löschen' asks first, then goes back to the CRM with 'Lead gelöscht' and 'Rückgängig'
 * (the server deletes softly, so the lead comes back as it was).
 */
function DeleteLead({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useMutation(trpc.crm.leads.delete.mutationOptions());

  async function restore() {
    try {
      // The page is gone by now: the plain client, not a hook of an unmounted component.
      await client.crm.leads.restore.mutate({ leadIds: [lead.id] });
      await queryClient.invalidateQueries({ queryKey: trpc.crm.pathKey() });
      toast({ title: 'Lead wiederhergestellt', description: lead.companyName, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Lead nicht wiederhergestellt',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">Lead löschen</Button>}
      title="Lead löschen?"
      description={`„${lead.companyName}“ verschwindet aus dem CRM. Du kannst das Löschen direkt danach rückgängig machen.`}
      confirmLabel="Löschen"
      destructive
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ leadIds: [lead.id] });
        } catch (error) {
          toast({
            title: 'Lead nicht gelöscht',
            description: errorMessage(error),
            variant: 'destructive',
          });
          throw error;
        }
        void navigate('/app/crm');
        queryClient.removeQueries({ queryKey: trpc.crm.leads.byId.queryKey({ leadId: lead.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.crm.pathKey() });
        toast({
          title: 'Lead gelöscht',
          description: lead.companyName,
          action: {
            label: 'Rückgängig',
            altText: `${lead.companyName} wiederherstellen`,
            onClick: () => void restore(),
          },
        });
      }}
    />
  );
}

function LeadView({ lead }: { lead: LeadDetail }) {
  const status = leadStatus(lead.status);
  return (
    <Stack gap="6">
      <PageHeader
        title={lead.companyName}
        description={
          <>
            <Badge variant={status.variant}>{status.label}</Badge>{' '}
            {lead.status === 'lost' && lead.lostReason ? `Grund: ${lead.lostReason} · ` : null}
            Zuletzt geändert {formatDateTime(lead.updatedAt)}
          </>
        }
        actions={<DeleteLead lead={lead} />}
      />
      <LeadStageBar lead={lead} />
      <Grid minItemWidth="26rem" gap="6">
        <Stack gap="6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Angaben</CardTitle>
            </CardHeader>
            <CardContent>
              <LeadFields lead={lead} />
            </CardContent>
          </Card>
          <LeadTasks leadId={lead.id} />
          <LinkedConversations leadId={lead.id} />
        </Stack>
        <LeadTimeline leadId={lead.id} />
      </Grid>
    </Stack>
  );
}

/** `/app/crm/leads/{id}`: a lead of the active company, live (queries.ts `crmLive`). */
export function Component() {
  const { id } = useParams();
  const trpc = useTRPC();
  // Should the server refuse any of the lead's parts, the page says why instead of the lead.
  const access = usePageAccess(null, [trpc.crm.pathKey(), trpc.tasks.pathKey()]);
  const valid = isUuid(id);
  // The same query as the breadcrumb (queries.ts `leadLookup`): one request serves both.
  const lead = useQuery(trpc.crm.leads.byId.queryOptions({ leadId: id ?? '' }, { enabled: valid }));

  if (!access.allowed) return <NoAccess subject="das CRM" reason={access.reason} />;
  if (!valid || lead.error?.data?.code === 'NOT_FOUND') return <LeadNotFound />;
  return (
    <QueryState
      query={lead}
      loadingLabel="Lead wird geladen"
      loading={<LoadingScreen message="Lead wird geladen..." />}
      errorTitle="Lead konnte nicht geladen werden"
      icon={<Briefcase aria-hidden />}
    >
      {(data) => <LeadView key={data.id} lead={data} />}
    </QueryState>
  );
}
