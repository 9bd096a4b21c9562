import type { ReactNode } from 'react';
import {
  KeyRound,
  LogIn,
  MailPlus,
  MailX,
  Send,
  ShieldCheck,
  UserMinus,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { roleLabel } from '@sprint/ui';
import type { TeamHistoryEntry } from '../queries';

type Kind = TeamHistoryEntry['kind'];

/** Someone whose account is gone, or a change the system made. */
const NOBODY = 'Jemand';

const ICONS: Record<Kind, LucideIcon> = {
  invited: MailPlus,
  invitation_resent: Send,
  invitation_revoked: MailX,
  joined: LogIn,
  role_changed: ShieldCheck,
  removed: UserMinus,
  primary_admin_transferred: KeyRound,
  account_deleted: UserX,
};

export function historyIcon(kind: Kind): LucideIcon {
  return ICONS[kind];
}

const name = (value: string | null | undefined) => <strong>{value || NOBODY}</strong>;
const role = (value: string | null) => `„${roleLabel(value)}“`;

/**
 * One entry of 'Verlauf' as a German sentence: who did what to whom ('Anna Berger hat
 * sophie@firma.de als „Benutzer“ eingeladen.'). Names are bold; a person whose account is gone is
 * named by the address recorded at the time.
 */
export function historySentence(entry: TeamHistoryEntry): ReactNode {
  const actor = name(entry.actorName);
  const subject = name(entry.subjectName ?? entry.subjectEmail);
  const address = name(entry.subjectEmail ?? entry.subjectName);
  switch (entry.kind) {
    case 'invited':
      return (
        <>
          {actor} hat {address} als {role(entry.to)} eingeladen.
        </>
      );
    case 'invitation_resent':
      return (
        <>
          {actor} hat die Einladung an {address} erneut gesendet.
        </>
      );
    case 'invitation_revoked':
      return (
        <>
          {actor} hat die Einladung an {address} widerrufen.
        </>
      );
    case 'joined':
      return entry.to ? (
        <>
          {subject} ist dem Team als {role(entry.to)} beigetreten.
        </>
      ) : (
        <>{subject} ist dem Team beigetreten.</>
      );
    case 'role_changed':
      return (
        <>
          {actor} hat die Rolle von {subject} von {role(entry.from)} auf {role(entry.to)} geändert.
        </>
      );
    case 'removed':
      return (
        <>
          {actor} hat {subject} aus dem Team entfernt.
        </>
      );
    case 'primary_admin_transferred':
      return (
        <>
          {actor} hat die Rolle „Hauptadministrator“ an {subject} übertragen.
        </>
      );
    case 'account_deleted':
      return <>{subject} hat das eigene Konto gelöscht.</>;
  }
}
