export type { AppRouter } from './router';
export { appRouter } from './router';
export { startServer, stopOnSignals } from './app';
export type { StartedServer } from './app';
export { loadConfig } from './config';
export type { ServerConfig, LegalInfo } from './config';
export type { PublicAppConfig } from './http/appConfig';
export { customerChannel } from './areas/realtime/channels';
export type { RealtimeEvent } from './areas/realtime/publisher';
