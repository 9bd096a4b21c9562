import type { LeadSource, LeadStatus } from './schema';

/** The German labels people read (status labels as the app shows them). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Neu',
  contacted: 'Kontaktiert',
  qualified: 'Qualifiziert',
  proposal: 'Angebot',
  won: 'Gewonnen',
  lost: 'Verloren',
};

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  email: 'E-Mail',
  referral: 'Empfehlung',
  website: 'Website',
  cold_call: 'Kaltakquise',
  other: 'Sonstiges',
};

export const LEAD_NOT_FOUND = 'Lead nicht gefunden.';
export const ACTIVITY_NOT_FOUND = 'Aktivität nicht gefunden.';
export const CONVERSATION_NOT_FOUND = 'Unterhaltung nicht gefunden.';
export const OWNER_NOT_MEMBER = 'Verantwortliche Person ist kein Mitglied dieses Unternehmens.';
export const LOST_REASON_REQUIRED = 'Bitte gib einen Grund für den Verlust an.';
export const INVALID_CURSOR = 'Ungültiger Cursor. Bitte lade die Liste neu.';
