import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Ellipsis, MailX, Send, UserPlus } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EMPTY_VALUE,
  EmptyState,
  RoleBadge,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
  createDataTableColumnHelper,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { errorMessage, type TeamInvitation } from '../queries';

const SOON_MS = 7 * 24 * 60 * 60 * 1000;

/** '1 Einladung', '3 Einladungen'. */
export function invitationCount(count: number): string {
  return `${count} ${count === 1 ? 'Einladung' : 'Einladungen'}`;
}

/** How the screens name an invitation: its address (old shared links have none). */
export function invitationLabel(invitation: Pick<TeamInvitation, 'email'>): string {
  return invitation.email ?? 'Einladung ohne Adresse';
}

type InvitationActionKind = 'copy' | 'resend' | 'revoke';
type OnAction = (kind: InvitationActionKind, invitation: TeamInvitation) => void;

function InvitationMenu({
  invitation,
  onAction,
}: {
  invitation: TeamInvitation;
  onAction: OnAction;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Aktionen für die Einladung an ${invitationLabel(invitation)}`}
        >
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {/* An expired link would only say so: 'Erneut senden' makes it valid again. */}
        <DropdownMenuItem
          icon={<Copy />}
          disabled={invitation.expired || !invitation.linkAvailable}
          onSelect={() => onAction('copy', invitation)}
        >
          Link kopieren
        </DropdownMenuItem>
        <DropdownMenuItem
          icon={<Send />}
          disabled={!invitation.email}
          onSelect={() => onAction('resend', invitation)}
        >
          Erneut senden
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          icon={<MailX />}
          onSelect={() => onAction('revoke', invitation)}
        >
          Widerrufen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const column = createDataTableColumnHelper<TeamInvitation>();

function invitationColumns(onAction: OnAction) {
  return column.columns([
    column.accessor('email', {
      header: 'E-Mail',
      enableSorting: false,
      meta: { rowHeader: true, width: '18rem' },
      cell: (info) => invitationLabel(info.row.original),
    }),
    column.accessor('role', {
      header: 'Rolle',
      enableSorting: false,
      meta: { width: '10rem' },
      cell: (info) => <RoleBadge role={info.getValue()} />,
    }),
    column.accessor('invitedBy', {
      header: 'Eingeladen von',
      enableSorting: false,
      meta: { width: '12rem' },
      cell: (info) => info.getValue() ?? EMPTY_VALUE,
    }),
    column.accessor((invitation) => invitation.lastSentAt ?? invitation.createdAt, {
      id: 'sentAt',
      header: 'Gesendet',
      enableSorting: false,
      meta: { width: '9rem' },
      cell: (info) => (
        <time dateTime={info.getValue().toISOString()} title={formatDateTime(info.getValue())}>
          {formatRelativeTime(info.getValue())}
        </time>
      ),
    }),
    column.accessor('expiresAt', {
      header: 'Läuft ab',
      enableSorting: false,
      meta: { width: '13rem' },
      cell: (info) => {
        const invitation = info.row.original;
        const at = info.getValue();
        return (
          <Stack as="span" direction="row" wrap align="center" gap="2">
            {invitation.expired ? <Badge variant="destructive">Abgelaufen</Badge> : null}
            <time dateTime={at.toISOString()} title={formatDateTime(at)}>
              {formatDate(at)}
            </time>
            {/* Within a week: how soon, in words ('in 2 Tg'); later ones need only the day. */}
            {!invitation.expired && at.getTime() - Date.now() <= SOON_MS ? (
              <Text tone="muted" weight="normal">
                {formatRelativeTime(at)}
              </Text>
            ) : null}
          </Stack>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Aktionen</VisuallyHidden>,
      enableSorting: false,
      meta: { width: '4rem' },
      cell: (info) => <InvitationMenu invitation={info.row.original} onAction={onAction} />,
    }),
  ]);
}

/** Where the browser refused the clipboard: the link to copy by hand. */
function LinkDialog({
  link,
  open,
  onOpenChange,
}: {
  link: { url: string; label: string } | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open && link !== undefined} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '36rem' }}>
        <DialogHeader>
          <DialogTitle>Einladungslink</DialogTitle>
          <DialogDescription>
            {`Der Browser hat das Kopieren nicht erlaubt. Kopiere den Link für ${link?.label ?? ''} selbst (Strg+C) und schicke ihn weiter.`}
          </DialogDescription>
        </DialogHeader>
        <TextField
          label="Link"
          readOnly
          value={link?.url ?? ''}
          onFocus={(event) => event.currentTarget.select()}
        />
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Fertig</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Invitations not yet accepted, expired ones included (they can be sent again): the address, the
 * role, who invited, and until when the link works; 'Link kopieren', 'Erneut senden', 'Widerrufen'.
 */
export function InvitationTable({ onInvite }: { onInvite: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invitations = useQuery(trpc.team.invitations.list.queryOptions());
  const link = useMutation(trpc.team.invitations.link.mutationOptions());
  const resend = useMutation(trpc.team.invitations.resend.mutationOptions());
  const revoke = useMutation(trpc.team.invitations.revoke.mutationOptions());
  const [revoking, setRevoking] = useState<TeamInvitation | undefined>();
  const [revokeOpen, setRevokeOpen] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [fallback, setFallback] = useState<{ url: string; label: string } | undefined>();
  const [fallbackOpen, setFallbackOpen] = useState(false);

  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.team.pathKey() }),
    [queryClient, trpc],
  );
  const linkOf = link.mutateAsync;
  const renew = resend.mutateAsync;

  const copyLink = useCallback(
    async (invitation: TeamInvitation) => {
      const label = invitationLabel(invitation);
      let url: string;
      try {
        ({ url } = await linkOf({ invitationId: invitation.id }));
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Link nicht verfügbar',
          description: errorMessage(error),
        });
        return;
      }
      try {
        await navigator.clipboard.writeText(url);
        toast({
          variant: 'success',
          title: 'Link kopiert',
          description: `Der Einladungslink für ${label} ist in der Zwischenablage.`,
        });
      } catch {
        setFallback({ url, label });
        setFallbackOpen(true);
      }
    },
    [linkOf],
  );

  const sendAgain = useCallback(
    async (invitation: TeamInvitation) => {
      const label = invitationLabel(invitation);
      try {
        const { sent, expiresAt } = await renew({ invitationId: invitation.id });
        void invalidate();
        toast(
          sent
            ? {
                variant: 'success',
                title: 'Einladung erneut gesendet',
                description: `An ${label}. Der Link gilt bis ${formatDate(expiresAt)}.`,
              }
            : {
                variant: 'destructive',
                title: 'E-Mail konnte nicht gesendet werden',
                description: `Die Einladung an ${label} gilt wieder bis ${formatDate(expiresAt)}, aber die E-Mail ging nicht raus. Kopiere den Link und schicke ihn selbst.`,
              },
        );
      } catch (error) {
        void invalidate();
        toast({
          variant: 'destructive',
          title: 'Einladung nicht gesendet',
          description: errorMessage(error),
        });
      }
    },
    [renew, invalidate],
  );

  const columns = useMemo(
    () =>
      invitationColumns((kind, invitation) => {
        if (kind === 'copy') void copyLink(invitation);
        else if (kind === 'resend') void sendAgain(invitation);
        else {
          setRevokeError(null);
          setRevoking(invitation);
          setRevokeOpen(true);
        }
      }),
    [copyLink, sendAgain],
  );

  async function handleRevoke() {
    if (!revoking) return;
    setRevokeError(null);
    try {
      await revoke.mutateAsync({ invitationId: revoking.id });
    } catch (error) {
      setRevokeError(errorMessage(error));
      void invalidate();
      throw error;
    }
    void invalidate();
    toast({
      variant: 'success',
      title: 'Einladung widerrufen',
      description: `Der Link für ${invitationLabel(revoking)} funktioniert nicht mehr.`,
    });
  }

  const revokeLabel = revoking ? invitationLabel(revoking) : '';

  return (
    <>
      <DataTable
        aria-label="Offene Einladungen"
        data={invitations.data ?? []}
        columns={columns}
        getRowId={(invitation) => invitation.id}
        loading={invitations.isPending}
        loadingLabel="Einladungen werden geladen"
        error={invitations.error}
        errorTitle="Einladungen konnten nicht geladen werden"
        onRetry={() => void invitations.refetch()}
        retrying={invitations.isRefetching}
        totalCount={invitations.data?.length}
        countLabel={invitationCount}
        empty={
          <EmptyState
            size="compact"
            icon={<UserPlus aria-hidden />}
            title="Keine offenen Einladungen"
            action={
              <Button onClick={onInvite}>
                <UserPlus aria-hidden />
                Mitglieder einladen
              </Button>
            }
          >
            Lade Kolleginnen und Kollegen per E-Mail ein. Bis sie zusagen, stehen die Einladungen
            hier.
          </EmptyState>
        }
      />
      <ConfirmDialog
        open={revokeOpen && revoking !== undefined}
        onOpenChange={setRevokeOpen}
        title={`Einladung an ${revokeLabel} widerrufen?`}
        description="Der Link funktioniert danach nicht mehr. Du kannst die Adresse jederzeit neu einladen."
        confirmLabel="Widerrufen"
        destructive
        onConfirm={handleRevoke}
      >
        <Alert message={revokeError} />
      </ConfirmDialog>
      <LinkDialog link={fallback} open={fallbackOpen} onOpenChange={setFallbackOpen} />
    </>
  );
}
