import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import type { TenantScope } from '../tenancy/tenant';
import { areaSettings } from './schema';

/**
 * What an area declares about its company settings: the schema of its value (every field with
 * a default, so a company that never saved reads the defaults) and the fields every member's
 * app may know (what the sidebar mirrors), merged into `auth.me`'s company.
 */
export type AreaSettings<Schema extends z.ZodObject = z.ZodObject> = {
  area: string;
  schema: Schema;
  shared?: (value: z.output<Schema>) => Partial<SharedCompanySettings>;
};

/**
 * Settings every member's app knows of its company, by name: each area adds its own by
 * declaration merging, like the export's sections (platform/personalData.ts).
 */
export interface SharedCompanySettings {}

export function defineSettings<Schema extends z.ZodObject>(
  settings: AreaSettings<Schema>,
): AreaSettings<Schema> {
  return settings;
}

/**
 * The company's settings of this area; the defaults for what was never saved. A stored value
 * that no longer fits the schema (a field renamed since) falls back field by field.
 */
export async function readSettings<Schema extends z.ZodObject>(
  db: Database,
  tenant: TenantScope,
  settings: AreaSettings<Schema>,
): Promise<z.output<Schema>> {
  const [row] = await db
    .select({ value: areaSettings.value })
    .from(areaSettings)
    .where(
      and(eq(areaSettings.customerId, tenant.customerId), eq(areaSettings.area, settings.area)),
    )
    .limit(1);
  return parseStored(settings, row?.value ?? {});
}

function parseStored<Schema extends z.ZodObject>(
  settings: AreaSettings<Schema>,
  stored: Record<string, unknown>,
): z.output<Schema> {
  const parsed = settings.schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    Object.entries(stored).filter(([key, value]) => {
      const field = settings.schema.shape[key] as z.ZodType | undefined;
      return field?.safeParse(value).success ?? false;
    }),
  );
  return settings.schema.parse(fields);
}

/**
 * Saves some fields (merged in SQL, so two people changing different fields keep both) and
 * returns the whole value as it is now.
 */
export async function writeSettings<Schema extends z.ZodObject>(
  db: Database,
  tenant: TenantScope,
  settings: AreaSettings<Schema>,
  changes: Partial<z.input<Schema>>,
): Promise<z.output<Schema>> {
  const checked = settings.schema.partial().parse(changes) as Record<string, unknown>;
  const [row] = await db
    .insert(areaSettings)
    .values({ customerId: tenant.customerId, area: settings.area, value: checked })
    .onConflictDoUpdate({
      target: [areaSettings.customerId, areaSettings.area],
      set: {
        value: sql`${areaSettings.value} || excluded.value`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ value: areaSettings.value });
  return parseStored(settings, row?.value ?? checked);
}

/** The shared fields of every area's settings for one company (one query). */
export async function sharedSettings(
  db: Database,
  customerId: string,
  declarations: readonly AreaSettings[],
): Promise<SharedCompanySettings> {
  const sharing = declarations.filter((declaration) => declaration.shared);
  if (sharing.length === 0) return {} as SharedCompanySettings;
  const rows = await db
    .select({ area: areaSettings.area, value: areaSettings.value })
    .from(areaSettings)
    .where(eq(areaSettings.customerId, customerId));
  const stored = new Map(rows.map((row) => [row.area, row.value]));
  return Object.assign(
    {},
    ...sharing.map((declaration) =>
      declaration.shared?.(parseStored(declaration, stored.get(declaration.area) ?? {})),
    ),
  ) as SharedCompanySettings;
}
