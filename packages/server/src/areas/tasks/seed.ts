import { and, asc, eq, isNull } from 'drizzle-orm';
import { addDays, berlinDay } from '../../platform/berlin';
import { leads } from '../crm/schema';
import { memberships, users } from '../../platform/identity/schema';
import { DEMO_CUSTOMERS } from '../../platform/identity/seed';
import type { SeedStep } from '../../platform/seed';
import type { TaskPriority, TaskStatus } from './model';
import { tasks } from './schema';

type DemoTask = {
  title: string;
  description?: string;
  /** Days from today (Berlin); null for no due date. */
  inDays: number | null;
  time?: string;
  priority: TaskPriority;
  status?: TaskStatus;
  /** Index into the company's leads (alphabetical), when the task is about one. */
  lead?: number;
};

/** A sales team's week: calls to return, offers to chase, some of it late, some done. */
export const DEMO_TASKS: DemoTask[] = [
  { title: 'Angebot nachfassen', inDays: 0, time: '10:00', priority: 'high', lead: 0 },
  { title: 'Rückruf wegen Rahmenvertrag', inDays: 0, time: '14:30', priority: 'urgent', lead: 1 },
  { title: 'Referenzen für die Präsentation sammeln', inDays: 0, priority: 'medium' },
  {
    title: 'Vertragsentwurf an die Rechtsabteilung',
    description: 'Kündigungsfristen und Haftung prüfen lassen, bevor das Angebot rausgeht.',
    inDays: -2,
    priority: 'urgent',
    lead: 2,
  },
  { title: 'Follow-up-Mail nach der Messe', inDays: -1, priority: 'high', lead: 3 },
  { title: 'CRM-Daten der Q4-Leads bereinigen', inDays: -4, priority: 'low' },
  { title: 'Demo-Termin vorbereiten', inDays: 1, time: '09:00', priority: 'high', lead: 4 },
  { title: 'LinkedIn-Beitrag zur Fallstudie', inDays: 2, priority: 'medium' },
  {
    title: 'Preisliste 2027 abstimmen',
    description: 'Neue Staffelpreise mit dem Vertriebsleiter durchgehen.',
    inDays: 3,
    time: '11:00',
    priority: 'medium',
    status: 'in_progress',
  },
  { title: 'Kaltakquise-Liste Süddeutschland', inDays: 7, priority: 'low', lead: 5 },
  { title: 'Quartalsbericht Vertrieb', inDays: 10, priority: 'medium', status: 'in_progress' },
  { title: 'Einwandbehandlung üben', inDays: null, priority: 'low' },
  { title: 'Angebot Website-Relaunch verschickt', inDays: -3, priority: 'high', status: 'done' },
  { title: 'Erstgespräch protokolliert', inDays: -1, priority: 'medium', status: 'done', lead: 1 },
];

const DAY = 86_400_000;

/** The company's tasks, once: a company that has any keeps its own. */
export const seedTasks: SeedStep = async ({ db, now }) => {
  for (const customer of DEMO_CUSTOMERS) {
    const [existing] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.customerId, customer.id))
      .limit(1);
    if (existing) continue;

    const members = await db
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.customerId, customer.id))
      .orderBy(asc(memberships.createdAt), asc(users.id));
    if (members.length === 0) continue;
    const companyLeads = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.customerId, customer.id), isNull(leads.deletedAt)))
      .orderBy(asc(leads.companyName))
      .limit(6);

    const today = berlinDay(now);
    await db.insert(tasks).values(
      DEMO_TASKS.map((task, index) => {
        // Most of them the first member's (the one who signs in to the demo), some a colleague's.
        const assignee = members[index % 4 === 3 ? index % members.length : 0];
        const dueDate = task.inDays === null ? null : addDays(today, task.inDays);
        const done = task.status === 'done';
        return {
          customerId: customer.id,
          title: task.title,
          description: task.description ?? null,
          dueDate,
          dueTime: dueDate ? (task.time ?? null) : null,
          priority: task.priority,
          status: task.status ?? 'open',
          assigneeId: assignee?.id ?? null,
          createdBy: members[0]?.id ?? null,
          leadId: task.lead === undefined ? null : (companyLeads[task.lead]?.id ?? null),
          completedAt: done ? new Date(now.getTime() - DAY) : null,
        };
      }),
    );
  }
};
