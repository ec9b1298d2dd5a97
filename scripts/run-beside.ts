import { spawn } from 'node:child_process';

/**
 * Runs `command` with `env` added while a server of the tests runs beside it (a throwaway PostgreSQL, a local S3):
 * SIGINT and SIGTERM go on to the command, the server is stopped when the command ends, and this process exits with
 * the command's code.
 */
export async function runBeside(command: string[], env: NodeJS.ProcessEnv, stopServer: () => Promise<void>): Promise<never> {
  let code = 1;
  try {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } });
    const stopChild = () => child.kill('SIGTERM');
    process.on('SIGINT', stopChild);
    process.on('SIGTERM', stopChild);
    code = await new Promise<number>((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  } finally {
    await stopServer();
  }
  process.exit(code);
}
