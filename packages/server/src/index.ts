export type { AppRouter } from './router';
export { appRouter } from './router';
export { startServer, stopOnSignals } from './app';
export type { StartedServer } from './app';
export { loadConfig } from './platform/config';
export type { ServerConfig, LegalInfo } from './platform/config';
export type { PublicAppConfig } from './platform/http/appConfig';
export { customerChannel } from './platform/realtime/channels';
export type { RealtimeEvent, RealtimeEventName } from './areas';
