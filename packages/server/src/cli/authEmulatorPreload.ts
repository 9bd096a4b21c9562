/**
 * Loaded into the Auth emulator's process (`node --import`, plain Node with its type stripping)
 * before firebase-tools. Two changes to how it runs, none to what it does.
 */
import { createRequire } from 'node:module';

type ExegesisOptions = { compileOptions: (options?: object) => unknown };

// The emulator's HTTP layer (exegesis) compiles a JSON-schema validator for every operation of
// the Identity Toolkit API before it listens: about ten seconds of CPU on each start, most of it
// for operations Sprint never calls. Compiled on first use instead (exegesis's own option), the
// same validation runs and the emulator answers in about three seconds. Should firebase-tools
// stop using exegesis, this changes nothing and the start is merely slower.
try {
  const fromFirebaseTools = createRequire(process.env.SPRINT_FIREBASE_TOOLS ?? import.meta.url);
  const fromExegesisExpress = createRequire(fromFirebaseTools.resolve('exegesis-express'));
  const exegesisOptions = fromExegesisExpress('exegesis/lib/options.js') as ExegesisOptions;
  const compileOptions = exegesisOptions.compileOptions;
  exegesisOptions.compileOptions = (options = {}) =>
    compileOptions({ lazyCompileValidationSchemas: true, ...options });
} catch {
  // another layout of firebase-tools: validators compiled up front, as it ships
}

// Stop with the process that started us, even if that one was killed outright (SIGKILL, a
// crash): a detached emulator would otherwise keep its port and hold the next start hostage.
// One SIGINT, as Ctrl+C would: the emulator exports its accounts and exits.
// Its output went to that process: once nobody reads it, writing fails (EPIPE), which would end
// the emulator before its export. Lost log lines are the lesser harm.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
const parent = Number(process.env.SPRINT_AUTH_EMULATOR_PARENT);
if (parent) {
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGINT');
  }, 500);
  watch.unref();
}
