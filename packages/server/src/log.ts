import type { LogLevel } from './config';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

export type Logger = {
  debug: (message: string, fields?: LogFields) => void;
  info: (message: string, fields?: LogFields) => void;
  warn: (message: string, fields?: LogFields) => void;
  error: (message: string, fields?: LogFields) => void;
  /** A logger that adds these fields (a request id, say) to every line. */
  child: (fields: LogFields) => Logger;
};

/** One JSON object per line on stdout: what log collectors ingest without parsing rules. */
export function createLogger(
  level: LogLevel,
  base: LogFields = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (lineLevel: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields) => {
    if (order[lineLevel] < order[level]) return;
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: lineLevel,
        msg: message,
        ...base,
        ...fields,
      }),
    );
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
