export {
  startRealtimeEmulator,
  type RealtimeEmulator,
  type RealtimeEmulatorOptions,
} from './server';
export { Action, Errors, PROTOCOL_VERSION, type ErrorInfo } from './protocol';

export { DEFAULT_EMULATOR_PORT, LOCAL_EMULATOR_KEY } from './constants';
