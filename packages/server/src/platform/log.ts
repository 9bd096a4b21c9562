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

/** Paths whose segments are secrets: the invitation page's token is the invitation. */
const SECRET_PATHS: [RegExp, string][] = [[/^\/invite\/[^/]+/, '/invite/[token]']];

/** A request path as it may be logged: without query, secrets replaced. */
export function loggablePath(url: string | undefined): string | undefined {
  const path = url?.split('?')[0];
  return path && SECRET_PATHS.reduce((safe, [pattern, mask]) => safe.replace(pattern, mask), path);
}

/**
 * An error as it may be logged. A failed query's message carries its parameters (e-mails,
 * messages, tokens) and a database error's `detail` the row's values, so for those only the SQL
 * text, the class, the SQLSTATE code, the constraint and the stack frames are kept.
 */
export function loggableError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: typeof error };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const fields: LogFields = { error: error.name, stack: frames };
  const { query, code, constraint, table, column } = error as Error & Record<string, unknown>;
  if (typeof query === 'string') fields.query = query;
  if (typeof code === 'string') {
    // A database error (pg, PGlite): its message may quote a value ('invalid input syntax for
    // type uuid: "…"'), so only what names the cause is kept.
    Object.assign(fields, { code, constraint, table, column });
  } else if (typeof query !== 'string') {
    fields.message = error.message;
  }
  if (error.cause !== undefined && error.cause !== error) fields.cause = loggableError(error.cause);
  return fields;
}
