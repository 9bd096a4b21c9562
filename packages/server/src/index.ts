export type { AppRouter } from './routers';
export { appRouter } from './routers';
export { startServer, stopOnSignals } from './app';
export type { StartedServer } from './app';
export { loadConfig } from './config';
export type { ServerConfig } from './config';
export { customerChannel } from './realtime';
