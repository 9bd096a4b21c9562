/**
 * `npm start -w @sprint/realtime-emulator [-- --port 9299 --key app.key:secret --origin URL]`:
 * the emulator on its own, e.g. to point another local client at it.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_EMULATOR_PORT, LOCAL_EMULATOR_KEY, startRealtimeEmulator } from './index';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.REALTIME_EMULATOR_PORT },
    host: { type: 'string', default: '127.0.0.1' },
    key: { type: 'string', multiple: true },
    origin: { type: 'string', multiple: true },
    control: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const port = values.port ? Number(values.port) : DEFAULT_EMULATOR_PORT;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Ungültiger Port: ${values.port}`);
  process.exit(64);
}

const emulator = await startRealtimeEmulator({
  port,
  host: values.host,
  keys: values.key?.length ? values.key : [LOCAL_EMULATOR_KEY],
  allowedOrigins: values.origin,
  control: values.control,
  log: values.quiet ? undefined : (line) => console.log(`[realtime] ${line}`),
});
console.log(`Realtime-Emulator (Ably-Protokoll) läuft: ${emulator.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.stop().then(() => process.exit(0));
  });
}
