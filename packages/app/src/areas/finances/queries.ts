import { FINANCES_FORBIDDEN, mayViewFinances } from '@sprint/server/finances';
import type { LiveInvalidations } from '../area';
import { ALLOWED, allOf, forEmployees, type AccessRule } from '../../components/access';

/** Who may open the finances: the server's `financeProcedure` (spec §6, plus sharing). */
export const financesAccess: AccessRule = (viewer) =>
  mayViewFinances(viewer.role, viewer.financesForAdmins)
    ? ALLOWED
    : { allowed: false, reason: FINANCES_FORBIDDEN };

/** Projekte: whoever may open the finances, if an employee of the provider (the server's order). */
export const projectsAccess: AccessRule = allOf(financesAccess, forEmployees);

/** 'Kein Zugriff auf die Finanzen': what every finance page's refusal names. */
export const FINANCES_SUBJECT = 'die Finanzen';

/**
 * Anything of the company's finances changed (a booking, a recurring item, a project, the
 * settings): every finance query refetches, the dashboard card with them.
 */
export const financesLive: LiveInvalidations = {
  'finance.changed': (trpc) => [trpc.finances.pathKey()],
};
