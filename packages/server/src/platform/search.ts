import type { Database } from './db/database';
import type { Actor } from './tenancy/actor';
import type { TenantScope } from './tenancy/tenant';

/** One thing the global search found: what it is, how it is named and where it opens. */
export type SearchHit = {
  /** The area that found it (its id). */
  area: string;
  /** What kind of record, in German ('Lead', 'Aufgabe'). */
  kind: string;
  id: string;
  title: string;
  subtitle?: string | null;
  /** The app path that opens it (`/app/crm/<id>`). */
  href: string;
};

/**
 * What an area contributes to the global search: its records of the request's company that
 * match the words, best first, at most `limit`. The search procedure asks every provider side
 * by side; each one checks what the actor may see, as its own list procedures do.
 */
export type SearchProvider = (
  db: Database,
  scope: { tenant: TenantScope; actor: Actor },
  query: { words: string[]; limit: number },
) => Promise<SearchHit[]>;
