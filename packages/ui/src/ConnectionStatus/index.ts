export {
  ConnectionStatus,
  connectionStatusVariants,
  canReconnect,
  connectionErrorDetail,
} from './ConnectionStatus';
export type { ConnectionStatusProps, ConnectionState } from './ConnectionStatus';
