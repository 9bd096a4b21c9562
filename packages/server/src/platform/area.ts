/**
 * What an area is to the platform (docs/adr/025): one definition, exported from
 * `areas/<area>/index.ts` and listed in the registry (`areas/index.ts`). The platform loops over
 * the definitions (routers, seeds, uploads, personal data, HTTP routes, settings, search) and
 * never names an area.
 */
import type { AnyRouter } from '@trpc/server';
import type { Table } from 'drizzle-orm';
import type { Database } from './db/database';
import type { HttpRoute } from './http/routes';
import type { RealtimeEventName } from './realtime/events';
import type { PersonalData } from './personalData';
import type { SearchProvider } from './search';
import type { TenantScope } from './tenancy/tenant';
import type { SeedStep } from './seed';
import type { AreaSettings } from './settings/settings';
import type { UploadPurpose } from './storage/uploadPurposes';
import type { FileReference } from './storage/cleanup';

/** Test-only parts, loaded when a test asks: production never imports test code. */
export type AreaTesting = {
  /** Per signed-in procedure of the area, the isolation probe (test/tenantProbe.ts). */
  tenantProbes?: () => Promise<Record<string, unknown>>;
  /** The German refusals its procedures give a caller with another company's ids (fuzz test). */
  foreignRefusals?: readonly string[];
  /** The German messages of its own input schemas, beyond zod's (fuzz test). */
  inputMessages?: readonly RegExp[];
  /**
   * Stores a typical record of this company and gives its ids: the ids the fuzz test sends as
   * another company's and as the caller's own.
   */
  sampleRecords?: (db: Database, customerId: string, label: string) => Promise<string[]>;
};

export type AreaDefinition = {
  /** The folder name: `areas/<id>/`, the key of its settings and its search results. */
  id: string;
  /** Its top-level API namespaces (`crm` → `crm.leads.byId`). */
  routers: Record<string, AnyRouter>;
  /** The realtime events it publishes (declared in its `events.ts`, platform/realtime/events.ts). */
  events?: readonly RealtimeEventName[];
  /** Its tables (the schema module): migrations, the personal-data coverage, the fuzz counts. */
  tables?: Record<string, unknown>;
  /** Its demo data; runs in the registry's order, after the companies and people exist. */
  seed?: SeedStep;
  /** Upload purposes it owns: what may be uploaded for it, of which types and sizes. */
  uploadPurposes?: readonly UploadPurpose[];
  /**
   * Where its tables keep stored files' paths: the storage clean-up deletes a file none of the
   * areas' references names (ADR 027).
   */
  fileReferences?: readonly FileReference[];
  /** What the account export contains of its tables and what account deletion does to them. */
  personalData?: readonly PersonalData[];
  /** Routes outside tRPC (the calendar's subscription feed). */
  httpRoutes?: readonly HttpRoute[];
  /** Its company settings, one validated JSON value per company (`area_settings`). */
  settings?: AreaSettings;
  /** What the global search finds in it. */
  search?: SearchProvider;
  /**
   * Realtime channels beyond the company's and the person's own that a token grants this
   * person (the community's, for its members): checked when the token is issued.
   */
  realtimeChannels?: RealtimeChannels;
  testing?: AreaTesting;
};

export type RealtimeChannels = (
  db: Database,
  who: { userId: string; ourEmployee: boolean; tenant: TenantScope },
) => Promise<string[]>;

/** Checks a definition's shape and keeps its precise type (its routers, its events). */
export function defineArea<const Definition extends AreaDefinition>(
  definition: Definition,
): Definition {
  return definition;
}

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;

/** All namespaces of all areas, as one record for `router()`. */
export type RoutersOf<Areas extends readonly AreaDefinition[]> = UnionToIntersection<
  Areas[number]['routers']
>;

export function routersOf<const Areas extends readonly AreaDefinition[]>(
  areas: Areas,
): RoutersOf<Areas> {
  const merged: Record<string, AnyRouter> = {};
  for (const area of areas) {
    for (const [namespace, router] of Object.entries(area.routers)) {
      if (namespace in merged) throw new Error(`Namespace ${namespace} is taken twice`);
      merged[namespace] = router;
    }
  }
  return merged as RoutersOf<Areas>;
}

/** Every table of the definitions' schema modules. */
export function tablesOf(areas: readonly AreaDefinition[], isTable: (value: unknown) => boolean) {
  return areas.flatMap((area) =>
    Object.values(area.tables ?? {}).filter((value): value is Table => isTable(value)),
  );
}

/**
 * What request handlers need of all definitions, gathered once (the context carries it):
 * the account export and deletion, the company settings every member's app knows, the search.
 */
export type AreaRegistry = {
  personalData: readonly PersonalData[];
  settings: readonly AreaSettings[];
  search: readonly { area: string; provider: SearchProvider }[];
  /** Every area's file references, for the storage clean-up. */
  fileReferences: readonly FileReference[];
  realtimeChannels: readonly RealtimeChannels[];
};

export function registryOf(areas: readonly AreaDefinition[]): AreaRegistry {
  return {
    personalData: areas.flatMap((area) => area.personalData ?? []),
    settings: areas.flatMap((area) => (area.settings ? [area.settings] : [])),
    search: areas.flatMap((area) =>
      area.search ? [{ area: area.id, provider: area.search }] : [],
    ),
    fileReferences: areas.flatMap((area) => area.fileReferences ?? []),
    realtimeChannels: areas.flatMap((area) =>
      area.realtimeChannels ? [area.realtimeChannels] : [],
    ),
  };
}

/** The upload purposes the definitions declare, with their names' literal types. */
export type PurposesOf<Areas extends readonly AreaDefinition[]> = Areas[number] extends infer Area
  ? Area extends { uploadPurposes: readonly (infer Purpose)[] }
    ? Purpose
    : never
  : never;

export function uploadPurposesOf<const Areas extends readonly AreaDefinition[]>(
  areas: Areas,
): PurposesOf<Areas>[] {
  const all: readonly AreaDefinition[] = areas;
  return all.flatMap((area) => area.uploadPurposes ?? []) as PurposesOf<Areas>[];
}
