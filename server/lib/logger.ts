/** Structured one-line JSON logs; the only place the server writes to stdout/stderr. */
export type Logger = {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

export function createLogger(silent = false): Logger {
  const write = (level: string, msg: string, fields?: Record<string, unknown>) => {
    if (silent) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { info: (m, f) => write('info', m, f), error: (m, f) => write('error', m, f) };
}
