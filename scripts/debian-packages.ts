import { execFileSync } from 'node:child_process';

/**
 * Installs Debian packages with apt-get (through sudo unless root), for the servers the tests, the bench and
 * `npm run cluster` start themselves: PostgreSQL, HAProxy. `why` is printed first, since it takes a while.
 */
export function installDebianPackages(why: string, packages: string[]) {
  console.log(why);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
}
