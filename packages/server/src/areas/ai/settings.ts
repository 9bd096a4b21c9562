import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AiConnection } from '../../platform/ai/provider';
import type { Database } from '../../platform/db/database';
import { open, purposeKey, seal } from '../../platform/secrets';
import { defineSettings, readSettings } from '../../platform/settings/settings';
import type { TenantScope } from '../../platform/tenancy/tenant';
import {
  DEFAULT_DAILY_QUOTA,
  DEFAULT_MONTHLY_QUOTA,
  PROFILE_FIELD_MAX_CHARS,
  type BrandProfile,
} from './model';
import { aiConnections } from './schema';
import type { Quotas } from './service';

const profileField = z.string().trim().max(PROFILE_FIELD_MAX_CHARS).default('');

/**
 * The company's AI settings: the profile 'Marke & Angebot' every system prompt carries, and the
 * quotas (per person per day, per company per month) an employee sets in the customer console.
 */
export const aiSettings = defineSettings({
  area: 'ai',
  schema: z.object({
    offer: profileField,
    audience: profileField,
    tone: profileField,
    examples: profileField,
    dailyQuota: z.number().int().min(0).max(10_000).default(DEFAULT_DAILY_QUOTA),
    monthlyQuota: z.number().int().min(0).max(1_000_000).default(DEFAULT_MONTHLY_QUOTA),
  }),
});

export async function companyAi(
  db: Database,
  tenant: TenantScope,
): Promise<{ profile: BrandProfile; quotas: Quotas }> {
  const value = await readSettings(db, tenant, aiSettings);
  return {
    profile: {
      offer: value.offer,
      audience: value.audience,
      tone: value.tone,
      examples: value.examples,
    },
    quotas: { daily: value.dailyQuota, monthly: value.monthlyQuota },
  };
}

const keyOf = (secret: string) => purposeKey(secret, 'ai-provider-key');

/** The company's own model, its key opened; null when it has none (or the key no longer opens). */
export async function companyConnection(
  db: Database,
  tenant: TenantScope,
  secret: string,
): Promise<AiConnection | null> {
  const [row] = await db
    .select()
    .from(aiConnections)
    .where(eq(aiConnections.customerId, tenant.customerId))
    .limit(1);
  if (!row) return null;
  let apiKey = '';
  if (row.apiKeySealed) {
    try {
      apiKey = open(keyOf(secret), row.apiKeySealed, tenant.customerId);
    } catch {
      // Sealed under another server secret: the company's model counts as not connected.
      return null;
    }
  }
  return { baseUrl: row.baseUrl, model: row.model, apiKey };
}

/** What the console shows of a company's model: never the key, only whether one is stored. */
export async function connectionSummary(db: Database, tenant: TenantScope) {
  const [row] = await db
    .select({
      baseUrl: aiConnections.baseUrl,
      model: aiConnections.model,
      hasKey: sql<boolean>`${aiConnections.apiKeySealed} is not null`,
      updatedAt: aiConnections.updatedAt,
    })
    .from(aiConnections)
    .where(eq(aiConnections.customerId, tenant.customerId))
    .limit(1);
  return row ?? null;
}

/**
 * Saves the company's model. `apiKey` undefined keeps the stored key, '' removes it. Passing
 * null as the connection disconnects the company (the Vorlagen-Modus or the server's model).
 */
export async function saveConnection(
  db: Database,
  tenant: TenantScope,
  secret: string,
  userId: string,
  connection: { baseUrl: string; model: string; apiKey?: string } | null,
) {
  if (!connection) {
    await db.delete(aiConnections).where(eq(aiConnections.customerId, tenant.customerId));
    return;
  }
  const sealed =
    connection.apiKey === undefined
      ? undefined
      : connection.apiKey === ''
        ? null
        : seal(keyOf(secret), connection.apiKey, tenant.customerId);
  await db
    .insert(aiConnections)
    .values({
      customerId: tenant.customerId,
      baseUrl: connection.baseUrl,
      model: connection.model,
      apiKeySealed: sealed ?? null,
      updatedBy: userId,
    })
    .onConflictDoUpdate({
      target: aiConnections.customerId,
      set: {
        baseUrl: connection.baseUrl,
        model: connection.model,
        updatedBy: userId,
        updatedAt: sql`now()`,
        ...(sealed === undefined ? {} : { apiKeySealed: sealed }),
      },
    });
}
