/**
 * The API server on its own, configured by environment variables (see README). This is the
 * production entry point; `npm run start:server` runs it locally with the Auth emulator and seed.
 */
import { ConfigError, loadConfig } from './platform/config';
import { createLogger } from './platform/log';

try {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // Loaded after the configuration passed: a refused start answers at once, without loading
  // (and, under tsx, compiling) every area first.
  const { startServer, stopOnSignals } = await import('./app');
  const server = await startServer({ config, log });
  stopOnSignals(server.stop, log);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Konfigurationsfehler: ${error.message}`);
    process.exit(78);
  }
  throw error;
}
