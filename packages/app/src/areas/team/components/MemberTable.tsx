import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ellipsis, KeyRound, ShieldCheck, UserMinus } from 'lucide-react';
import styled from 'styled-components';
import {
  Avatar,
  Button,
  DataTable,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  RoleBadge,
  Stack,
  Text,
  VisuallyHidden,
  createDataTableColumnHelper,
  formatDate,
  formatDateTime,
  formatRelativeTime,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import {
  ChangeRoleDialog,
  RemoveDialog,
  TransferDialog,
  type MemberAction,
  type MemberActionKind,
} from './MemberDialogs';
import { memberName } from './memberName';
import type { TeamMember } from '../queries';

/** Where the own row has no menu: the row keeps the height the others get from theirs. */
const NoActions = styled.span`
  display: block;
  width: var(--size-control);
  height: var(--size-control);
`;

/** '1 Mitglied', '12 Mitglieder'. */
export function memberCount(count: number): string {
  return `${count} ${count === 1 ? 'Mitglied' : 'Mitglieder'}`;
}

type OnAction = (kind: MemberActionKind, member: TeamMember) => void;

/**
 * A member's actions behind one button, as Linear and Slack have them. The caller's own row has
 * none: nobody removes or demotes themselves here (the last primary admin could not anyway).
 */
function MemberMenu({ member, onAction }: { member: TeamMember; onAction: OnAction }) {
  const name = memberName(member);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Aktionen für ${name}`}>
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem icon={<ShieldCheck />} onSelect={() => onAction('role', member)}>
          Rolle ändern
        </DropdownMenuItem>
        {member.role === 'primary_admin' ? null : (
          <DropdownMenuItem icon={<KeyRound />} onSelect={() => onAction('transfer', member)}>
            Hauptadministrator übertragen
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          icon={<UserMinus />}
          onSelect={() => onAction('remove', member)}
        >
          Aus dem Team entfernen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const column = createDataTableColumnHelper<TeamMember>();

function memberColumns(onAction: OnAction) {
  // The server's order (highest role first, then by name) is the team's order: no sorting.
  return column.columns([
    column.display({
      id: 'name',
      header: 'Name',
      enableSorting: false,
      meta: { rowHeader: true, width: '16rem' },
      cell: (info) => {
        const member = info.row.original;
        const name = memberName(member);
        return (
          <Stack as="span" direction="row" align="center" gap="2">
            <Avatar size="sm" src={member.avatar ?? undefined} name={name} alt="" />
            <Text truncate>
              {name}
              {member.isSelf ? (
                <Text tone="muted" weight="normal">
                  {' (Du)'}
                </Text>
              ) : null}
            </Text>
          </Stack>
        );
      },
    }),
    column.accessor('email', {
      header: 'E-Mail',
      enableSorting: false,
      meta: { width: '18rem' },
    }),
    column.accessor('role', {
      header: 'Rolle',
      enableSorting: false,
      meta: { width: '10rem' },
      cell: (info) => <RoleBadge role={info.getValue()} />,
    }),
    column.accessor('joinedAt', {
      header: 'Beigetreten',
      enableSorting: false,
      meta: { width: '8rem' },
      cell: (info) => (
        <time dateTime={info.getValue().toISOString()}>{formatDate(info.getValue())}</time>
      ),
    }),
    column.accessor('lastSignInAt', {
      header: 'Letzte Anmeldung',
      enableSorting: false,
      meta: { width: '10rem' },
      cell: (info) => {
        const at = info.getValue();
        if (!at) {
          return (
            <Text tone="muted" weight="normal">
              Noch nie
            </Text>
          );
        }
        return (
          <time dateTime={at.toISOString()} title={formatDateTime(at)}>
            {formatRelativeTime(at)}
          </time>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Aktionen</VisuallyHidden>,
      enableSorting: false,
      meta: { width: '4rem' },
      cell: (info) =>
        info.row.original.isSelf ? (
          <NoActions aria-hidden />
        ) : (
          <MemberMenu member={info.row.original} onAction={onAction} />
        ),
    }),
  ]);
}

/** The company's members with their role, when they joined and when they last signed in. */
export function MemberTable() {
  const trpc = useTRPC();
  const members = useQuery(trpc.team.members.list.queryOptions());
  const [action, setAction] = useState<MemberAction | undefined>();
  const [open, setOpen] = useState(false);
  const columns = useMemo(
    () =>
      memberColumns((kind, member) => {
        setAction({ kind, member });
        setOpen(true);
      }),
    [],
  );

  const dialogProps = (kind: MemberActionKind) => ({
    member: action?.kind === kind ? action.member : undefined,
    open,
    onOpenChange: setOpen,
  });

  return (
    <>
      <DataTable
        aria-label="Mitglieder"
        data={members.data ?? []}
        columns={columns}
        getRowId={(member) => member.userId}
        loading={members.isPending}
        loadingLabel="Mitglieder werden geladen"
        error={members.error}
        errorTitle="Mitglieder konnten nicht geladen werden"
        onRetry={() => void members.refetch()}
        retrying={members.isRefetching}
        totalCount={members.data?.length}
        countLabel={memberCount}
      />
      <ChangeRoleDialog {...dialogProps('role')} />
      <TransferDialog {...dialogProps('transfer')} />
      <RemoveDialog {...dialogProps('remove')} />
    </>
  );
}
