import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import type { TenantScope } from '../../platform/tenancy/tenant';
import { findLead, LEAD_STATUS_LABELS } from '../crm';
import { LEAD_NOT_FOUND, type LeadContext } from './model';

/** 'Lead einbeziehen': what the prompt carries of a lead of the request's company. */
export async function leadContext(
  db: Database,
  tenant: TenantScope,
  leadId: string,
): Promise<LeadContext> {
  const lead = await findLead(db, tenant, leadId);
  if (!lead) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
  return {
    companyName: lead.companyName,
    contactName: lead.contactName,
    website: lead.website,
    status: LEAD_STATUS_LABELS[lead.status],
    nextStep: lead.nextStep,
    tags: lead.tags,
  };
}
