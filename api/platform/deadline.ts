/** An outside system that did not answer in time; the call given up on may still finish later, harmlessly. */
export class OutsideTimeout extends Error {
  constructor(
    readonly system: string,
    ms: number,
  ) {
    super(`${system} did not answer within ${ms} ms`);
    this.name = `${system}Timeout`;
  }
}

/** The call's answer, or OutsideTimeout once `ms` have passed. */
export async function withinDeadline<T>(system: string, call: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutsideTimeout(system, ms)), ms);
  });
  try {
    return await Promise.race([call(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A call's time limit from the environment in milliseconds (`name` in seconds, else the default). */
export function timeoutMsFrom(vars: NodeJS.ProcessEnv, name: string, defaultSeconds: number): number {
  const seconds = Number(vars[name] ?? defaultSeconds);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name} must be a positive number, not ${vars[name]}`);
  return seconds * 1000;
}
