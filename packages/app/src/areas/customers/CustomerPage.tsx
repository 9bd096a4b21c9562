import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { Building2, MailWarning } from 'lucide-react';
import styled from 'styled-components';
import { CommunityAccessSwitch } from '../community/public';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  Container,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  DataTable,
  DescriptionList,
  EmptyState,
  FormField,
  ItemList,
  ItemListContent,
  ItemListDescription,
  ItemListItem,
  ItemListTitle,
  Link,
  LoadingScreen,
  PageHeader,
  PlanBadge,
  QueryState,
  RoleBadge,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
  TextPair,
  createDataTableColumnHelper,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  planLabel,
  resolveDisplayName,
  toast,
} from '@sprint/ui';
import { useTRPC, useTRPCClient } from '../../api/trpc';
import { isUuid } from '../../lib/uuid';
import { forEmployees, usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { errorMessage } from './components/customerForm';
import { PLANS } from './components/customersSearchParams';
import type { CreatedCustomerState } from './components/NewCustomerDialog';
import type { CustomerDetail, CustomerInvitation, CustomerMember, Plan } from './queries';
import { AiConnectionCard } from '../chat/public';

/** Company and invitations side by side where both fit; each card at its own height. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  align-items: start;
  gap: var(--space-6);
`;

/** A customer that does not exist (or no longer): the server answers NOT_FOUND. */
function CustomerNotFound() {
  return (
    <EmptyState
      icon={<Building2 aria-hidden />}
      title="Kunde nicht gefunden"
      action={<Link href="/app/customers">Zurück zu den Kunden</Link>}
    >
      Diesen Kunden gibt es nicht (mehr).
    </EmptyState>
  );
}

/**
 * 'Tarif' of the customer: saved at once and shown at once; the toast offers 'Rückgängig', and
 * a refusal puts the old plan back with the server's message.
 */
function PlanSelect({ customer }: { customer: CustomerDetail['customer'] }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const detailKey = trpc.customers.byId.queryKey({ customerId: customer.id });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.customers.pathKey() });

  async function undo(from: Plan, to: Plan) {
    try {
      // Maybe from another page by now: the plain client, not a hook of an unmounted component.
      await client.customers.update.mutate({ customerId: customer.id, plan: to });
      toast({
        title: 'Tarif zurückgesetzt',
        description: `${customer.name}: ${planLabel(from)} → ${planLabel(to)}`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Tarif nicht zurückgesetzt',
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      void refresh();
    }
  }

  const update = useMutation(
    trpc.customers.update.mutationOptions({
      onMutate: async ({ plan }) => {
        await queryClient.cancelQueries({ queryKey: detailKey });
        const before = queryClient.getQueryData(detailKey);
        if (before && plan) {
          queryClient.setQueryData(detailKey, {
            ...before,
            customer: { ...before.customer, plan },
          });
        }
        return { before };
      },
      onSuccess: (_customer, { plan }, context) => {
        const from = context.before?.customer.plan;
        if (!plan || !from) return;
        toast({
          title: 'Tarif geändert',
          description: `${customer.name}: ${planLabel(from)} → ${planLabel(plan)}`,
          variant: 'success',
          action: {
            label: 'Rückgängig',
            altText: `Tarif wieder auf ${planLabel(from)} setzen`,
            onClick: () => void undo(plan, from),
          },
        });
      },
      onError: (error, _input, context) => {
        if (context?.before) queryClient.setQueryData(detailKey, context.before);
        toast({
          title: 'Tarif nicht geändert',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
      onSettled: () => void refresh(),
    }),
  );

  function change(plan: Plan) {
    if (plan !== customer.plan) update.mutate({ customerId: customer.id, plan });
  }

  return (
    <Container maxWidth="14rem">
      <FormField label="Tarif" description="Gilt sofort für das ganze Unternehmen.">
        {({ required: _required, ...wiring }) => (
          <Select value={customer.plan} onValueChange={(value) => change(value as Plan)}>
            <SelectTrigger {...wiring} aria-busy={update.isPending || undefined}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PLANS.map((plan) => (
                <SelectItem key={plan} value={plan}>
                  {planLabel(plan)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    </Container>
  );
}

function CompanyCard({ customer }: { customer: CustomerDetail['customer'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Unternehmen</CardTitle>
      </CardHeader>
      <CardContent>
        <Stack gap="6">
          <DescriptionList
            items={[
              { term: 'Name', details: customer.name },
              { term: 'Offizieller Name', details: customer.officialCompanyName },
              { term: 'Domain', details: customer.domain },
              { term: 'Angelegt', details: formatDate(customer.createdAt) },
            ]}
          />
          <PlanSelect customer={customer} />
          <CommunityAccessSwitch customerId={customer.id} />
        </Stack>
      </CardContent>
    </Card>
  );
}

const memberColumn = createDataTableColumnHelper<CustomerMember>();

const memberColumns = memberColumn.columns([
  memberColumn.accessor((member) => resolveDisplayName(member), {
    id: 'name',
    header: 'Name',
    meta: { rowHeader: true },
    cell: (info) => {
      const member = info.row.original;
      return (
        <Stack as="span" direction="row" align="center" gap="3">
          <Avatar size="sm" src={member.avatar ?? undefined} name={info.getValue()} alt="" />
          <TextPair primary={info.getValue()} secondary={member.email} />
        </Stack>
      );
    },
  }),
  memberColumn.accessor('role', {
    header: 'Rolle',
    meta: { width: '11rem' },
    cell: (info) => <RoleBadge role={info.getValue()} />,
  }),
  memberColumn.accessor('joinedAt', {
    header: 'Dabei seit',
    meta: { width: '8rem' },
    cell: (info) => formatDate(info.getValue()),
  }),
  memberColumn.accessor('lastSignInAt', {
    header: 'Zuletzt angemeldet',
    meta: { width: '12rem' },
    sortDescFirst: true,
    sortFn: (a, b) =>
      (a.original.lastSignInAt?.getTime() ?? 0) - (b.original.lastSignInAt?.getTime() ?? 0),
    cell: (info) => {
      const value = info.getValue();
      return value ? formatRelativeTime(value) : 'Noch nie';
    },
  }),
]);

const memberCount = (count: number) =>
  `${count.toLocaleString('de-DE')} ${count === 1 ? 'Mitglied' : 'Mitglieder'}`;

function MembersCard({ members }: { members: CustomerMember[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Mitglieder</CardTitle>
      </CardHeader>
      <CardContent>
        <DataTable
          aria-label="Mitglieder"
          data={members}
          columns={memberColumns}
          getRowId={(member) => member.userId}
          totalCount={members.length}
          countLabel={memberCount}
          headingLevel={3}
          maxHeight="28rem"
          empty={
            <EmptyState size="compact" headingLevel={3} title="Noch keine Mitglieder">
              Sobald jemand eine Einladung annimmt, erscheint er hier.
            </EmptyState>
          }
        />
      </CardContent>
    </Card>
  );
}

function InvitationItem({
  customerId,
  invitation,
  mailFailed,
  onSent,
}: {
  customerId: string;
  invitation: CustomerInvitation;
  mailFailed: boolean;
  onSent: (email: string | null, sent: boolean) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // An invitation made as a link to pass on has no address.
  const who = invitation.email ?? 'Einladungslink';
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.customers.pathKey() });
  const resend = useMutation(
    trpc.customers.invitations.resend.mutationOptions({
      onSuccess: ({ sent }) => {
        onSent(invitation.email, sent);
        toast(
          sent
            ? { title: 'Einladung erneut verschickt', description: who, variant: 'success' }
            : {
                title: 'Einladung nicht verschickt',
                description: `Die E-Mail an ${who} konnte wieder nicht verschickt werden. Bitte versuche es später erneut.`,
                variant: 'destructive',
              },
        );
        void refresh();
      },
      onError: (error) =>
        toast({
          title: 'Einladung nicht verschickt',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );
  const revoke = useMutation(trpc.customers.invitations.revoke.mutationOptions());

  return (
    <ItemListItem>
      <ItemListContent>
        <ItemListTitle>
          {who} <RoleBadge role={invitation.role} />
          {invitation.expired ? <Badge variant="outline">Abgelaufen</Badge> : null}
          {mailFailed ? (
            <Badge variant="destructive">
              <MailWarning aria-hidden />
              E-Mail nicht verschickt
            </Badge>
          ) : null}
        </ItemListTitle>
        <ItemListDescription>
          Eingeladen {invitation.invitedBy ? `von ${invitation.invitedBy} ` : ''}am{' '}
          {formatDate(invitation.createdAt)}
          {invitation.lastSentAt
            ? ` · zuletzt verschickt ${formatDateTime(invitation.lastSentAt)}`
            : ''}
        </ItemListDescription>
        <ItemListDescription>
          {invitation.expired
            ? `Abgelaufen am ${formatDate(invitation.expiresAt)}: erneut senden verlängert sie.`
            : `Gültig bis ${formatDateTime(invitation.expiresAt)}`}
        </ItemListDescription>
      </ItemListContent>
      <Stack direction="row" gap="2" wrap>
        {invitation.email ? (
          <Button
            size="sm"
            variant={mailFailed || invitation.expired ? 'default' : 'outline'}
            aria-busy={resend.isPending || undefined}
            aria-disabled={resend.isPending || undefined}
            aria-label={`Einladung an ${who} erneut senden`}
            onClick={() => {
              if (!resend.isPending) resend.mutate({ customerId, invitationId: invitation.id });
            }}
          >
            Erneut senden
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Einladung an ${who} zurückziehen`}>
              Zurückziehen
            </Button>
          }
          title="Einladung zurückziehen?"
          description={`${invitation.email ? `Der Link in der E-Mail an ${invitation.email}` : 'Der Einladungslink'} gilt danach nicht mehr. Du kannst später eine neue Einladung verschicken.`}
          confirmLabel="Zurückziehen"
          destructive
          onConfirm={async () => {
            try {
              await revoke.mutateAsync({ customerId, invitationId: invitation.id });
            } catch (error) {
              toast({
                title: 'Einladung nicht zurückgezogen',
                description: errorMessage(error),
                variant: 'destructive',
              });
              throw error;
            }
            toast({ title: 'Einladung zurückgezogen', description: who });
            void refresh();
          }}
        />
      </Stack>
    </ItemListItem>
  );
}

function InvitationsCard({
  customerId,
  invitations,
  initiallyFailed,
}: {
  customerId: string;
  invitations: CustomerInvitation[];
  initiallyFailed: readonly string[];
}) {
  // Addresses whose e-mail did not go out: from 'Neuer Kunde', then from each resend.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set(initiallyFailed));
  function handleSent(email: string | null, sent: boolean) {
    if (email === null) return;
    setFailed((current) => {
      const next = new Set(current);
      if (sent) next.delete(email);
      else next.add(email);
      return next;
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Offene Einladungen</CardTitle>
        <CardDescription>Wer eingeladen ist und noch kein Konto angelegt hat.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <EmptyState size="compact" headingLevel={3} title="Keine offenen Einladungen">
            Alle Einladungen sind angenommen oder zurückgezogen.
          </EmptyState>
        ) : (
          <ItemList aria-label="Offene Einladungen">
            {invitations.map((invitation) => (
              <InvitationItem
                key={invitation.id}
                customerId={customerId}
                invitation={invitation}
                mailFailed={invitation.email !== null && failed.has(invitation.email)}
                onSent={handleSent}
              />
            ))}
          </ItemList>
        )}
      </CardContent>
    </Card>
  );
}

function CustomerView({ page }: { page: CustomerDetail }) {
  const location = useLocation();
  const created = (location.state ?? null) as CreatedCustomerState | null;
  const { customer } = page;
  const official =
    customer.officialCompanyName && customer.officialCompanyName !== customer.name
      ? `${customer.officialCompanyName} · `
      : '';
  return (
    <Stack gap="6">
      <PageHeader
        title={customer.name}
        description={
          <>
            <PlanBadge plan={customer.plan} /> {official}
            {customer.domain ? `${customer.domain} · ` : ''}Kunde seit{' '}
            {formatDate(customer.createdAt)}
          </>
        }
      />
      <Columns>
        <CompanyCard customer={customer} />
        <InvitationsCard
          customerId={customer.id}
          invitations={page.invitations}
          initiallyFailed={created?.mailFailed ?? []}
        />
      </Columns>
      <MembersCard members={page.members} />
      <AiConnectionCard customerId={customer.id} />
    </Stack>
  );
}

/** `/app/customers/{id}`: one customer company with its members and open invitations. */
export function Component() {
  const { id } = useParams();
  const trpc = useTRPC();
  const access = usePageAccess(forEmployees, [trpc.customers.pathKey()]);
  const valid = isUuid(id);
  // The same query as the breadcrumb (queries.ts `customerLookup`): one request serves both.
  const page = useQuery(
    trpc.customers.byId.queryOptions(
      { customerId: id ?? '' },
      { enabled: valid && access.allowed },
    ),
  );

  if (!access.allowed) return <NoAccess subject="die Kunden" reason={access.reason} />;
  if (!valid || page.error?.data?.code === 'NOT_FOUND') return <CustomerNotFound />;
  return (
    <QueryState
      query={page}
      loadingLabel="Kunde wird geladen"
      loading={<LoadingScreen message="Kunde wird geladen..." />}
      errorTitle="Kunde konnte nicht geladen werden"
      icon={<Building2 aria-hidden />}
    >
      {(data) => <CustomerView key={data.customer.id} page={data} />}
    </QueryState>
  );
}
