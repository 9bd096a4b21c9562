import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData } from '../../platform/personalData';
import type { TaskStatus } from './model';
import { tasks } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    tasks: {
      id: string;
      company: string;
      title: string;
      dueDate: string | null;
      status: TaskStatus;
      assignedToMe: boolean;
      createdByMe: boolean;
    }[];
  }
}

/** Tasks assigned to the person or created by them, in their companies. */
export const taskData = definePersonalData<'tasks'>({
  tables: [tasks],
  async export(db, person) {
    if (person.companyIds.length === 0) return { tasks: [] };
    const rows = await db
      .select({
        id: tasks.id,
        company: customers.name,
        title: tasks.title,
        dueDate: tasks.dueDate,
        status: tasks.status,
        assignedToMe: sql<boolean>`${tasks.assigneeId} = ${person.userId}`,
        createdByMe: sql<boolean>`${tasks.createdBy} = ${person.userId}`,
      })
      .from(tasks)
      .innerJoin(customers, eq(customers.id, tasks.customerId))
      .where(
        and(
          or(eq(tasks.assigneeId, person.userId), eq(tasks.createdBy, person.userId)),
          inArray(tasks.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(tasks.createdAt));
    return {
      tasks: rows.map((row) => ({
        ...row,
        assignedToMe: Boolean(row.assignedToMe),
        createdByMe: Boolean(row.createdByMe),
      })),
    };
  },
});
