export type { AppRouter } from './routers';
export { appRouter } from './routers';
export { startServer, stopOnSignals } from './app';
export type { StartedServer } from './app';
export { loadConfig } from './config';
export type { ServerConfig, LegalInfo } from './config';
export type { PublicAppConfig } from './http/appConfig';
export { customerChannel } from './realtime/channels';
export type { RealtimeEvent } from './realtime/publisher';
