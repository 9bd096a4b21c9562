import type { Database } from '../../platform/db/database';
import { tasks, type NewTask, type Task } from './schema';

/** A task of this customer, stored as the tasks area stores it. */
export async function createTask(
  db: Database,
  customerId: string,
  fields: Partial<Omit<NewTask, 'id' | 'customerId'>> = {},
): Promise<Task> {
  const [task] = await db
    .insert(tasks)
    .values({ title: 'Angebot nachfassen', ...fields, customerId })
    .returning();
  if (!task) throw new Error('no task');
  return task;
}
