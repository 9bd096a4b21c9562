import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historySentence } from './historySentence';
import type { TeamHistoryEntry } from '../queries';

const base: TeamHistoryEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'invited',
  actorName: 'Anna Berger',
  subjectName: null,
  subjectEmail: null,
  from: null,
  to: null,
  createdAt: new Date(2026, 10, 20, 10, 0),
};

const text = (entry: Partial<TeamHistoryEntry>) =>
  render(<p>{historySentence({ ...base, ...entry })}</p>).container.textContent;

describe('historySentence', () => {
  it('says who did what to whom, in German', () => {
    expect(text({ kind: 'invited', subjectEmail: 'sophie@firma.de', to: 'admin' })).toBe(
      'Anna Berger hat sophie@firma.de als „Administrator“ eingeladen.',
    );
    expect(
      text({ kind: 'role_changed', subjectName: 'Mira Yilmaz', from: 'user', to: 'admin' }),
    ).toBe(
      'Anna Berger hat die Rolle von Mira Yilmaz von „Benutzer“ auf „Administrator“ geändert.',
    );
    expect(text({ kind: 'removed', subjectName: 'Mira Yilmaz' })).toBe(
      'Anna Berger hat Mira Yilmaz aus dem Team entfernt.',
    );
    expect(text({ kind: 'primary_admin_transferred', subjectName: 'Jonas Keller' })).toBe(
      'Anna Berger hat die Rolle „Hauptadministrator“ an Jonas Keller übertragen.',
    );
    expect(text({ kind: 'invitation_resent', subjectEmail: 'max@firma.de' })).toBe(
      'Anna Berger hat die Einladung an max@firma.de erneut gesendet.',
    );
    expect(text({ kind: 'invitation_revoked', subjectEmail: 'max@firma.de' })).toBe(
      'Anna Berger hat die Einladung an max@firma.de widerrufen.',
    );
    expect(text({ kind: 'joined', subjectName: 'Nina Neu', to: 'user' })).toBe(
      'Nina Neu ist dem Team als „Benutzer“ beigetreten.',
    );
  });

  it('names people who are gone by the address recorded at the time', () => {
    expect(text({ kind: 'account_deleted', actorName: null, subjectEmail: 'alt@firma.de' })).toBe(
      'alt@firma.de hat das eigene Konto gelöscht.',
    );
    expect(text({ kind: 'removed', actorName: null, subjectEmail: 'alt@firma.de' })).toBe(
      'Jemand hat alt@firma.de aus dem Team entfernt.',
    );
  });
});
