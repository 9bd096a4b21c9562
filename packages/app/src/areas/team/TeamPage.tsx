import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { Button, PageHeader, Stack, Tabs, TabsContent, TabsList, TabsTrigger } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { InvitationTable } from './components/InvitationTable';
import { InviteDialog } from './components/InviteDialog';
import { MemberTable } from './components/MemberTable';
import { parseTeamTab, teamAccess, type TeamTab } from './queries';
import { TeamHistory } from './components/TeamHistory';

/**
 * 'Mein Team' (the primary admin's, spec §6): the members with their roles, the open invitations
 * and the history of changes, one tab each, the tab in the address (`?tab=invitations`). Anyone
 * else who opens the address sees why not, and nothing is asked of the server.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(teamAccess, [trpc.team.pathKey()]);
  const [params, setParams] = useSearchParams();
  const tab = parseTeamTab(params.get('tab'));
  const [inviting, setInviting] = useState(false);

  const showTab = useCallback(
    (next: TeamTab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'members') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      }),
    [setParams],
  );
  const openInvite = useCallback(() => setInviting(true), []);

  return (
    <Stack gap="6">
      <PageHeader
        title="Mein Team"
        description="Wer in deinem Unternehmen mit Sprint arbeitet, wer eingeladen ist und was sich zuletzt geändert hat."
        actions={
          access.allowed ? (
            <Button onClick={openInvite}>
              <UserPlus aria-hidden />
              Mitglieder einladen
            </Button>
          ) : undefined
        }
      />
      {access.allowed ? (
        <>
          <Tabs value={tab} onValueChange={(value) => showTab(parseTeamTab(value))}>
            <TabsList aria-label="Bereiche von Mein Team">
              <TabsTrigger value="members">Mitglieder</TabsTrigger>
              <TabsTrigger value="invitations">Einladungen</TabsTrigger>
              <TabsTrigger value="history">Verlauf</TabsTrigger>
            </TabsList>
            <TabsContent value="members">
              <MemberTable />
            </TabsContent>
            <TabsContent value="invitations">
              <InvitationTable onInvite={openInvite} />
            </TabsContent>
            <TabsContent value="history">
              <TeamHistory onInvite={openInvite} />
            </TabsContent>
          </Tabs>
          <InviteDialog
            open={inviting}
            onOpenChange={setInviting}
            onInvited={() => showTab('invitations')}
          />
        </>
      ) : (
        <NoAccess subject="die Teamverwaltung" reason={access.reason} />
      )}
    </Stack>
  );
}
