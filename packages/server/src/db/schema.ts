/**
 * Every table, read from the areas' own schema files. drizzle-kit reads those files directly
 * (drizzle.config.ts); this barrel gives Drizzle's query builder the whole schema. A new area
 * adds its line here.
 */
export * from '../areas/identity/schema';
export * from '../areas/crm/schema';
export * from '../areas/linkedin/schema';
export * from '../areas/storage/schema';
export * from '../areas/team/schema';
export * from '../areas/clips/schema';
export * from '../areas/trainings/schema';
export * from '../areas/tasks/schema';
export * from '../areas/calendar/schema';
export * from '../areas/calendarSync/schema';
export * from '../areas/finances/schema';
export { rateLimits } from '../rateLimits';
export type { Role } from '../roles';
