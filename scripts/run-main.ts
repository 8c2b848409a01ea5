import { ConfigError } from '../server/config.ts';

/** Runs a script's main and exits with its code; a failure is one line, never a stack. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (exitCode) => process.exit(exitCode),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : `Gagal: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
