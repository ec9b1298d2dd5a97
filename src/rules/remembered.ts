/**
 * A pure function of a string, answered from memory for the last `size` strings asked: matching an address against
 * the route table compiles every pattern, and the shell asks for the same few addresses on every render.
 */
export function remembered<T>(compute: (key: string) => T, size = 64): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}
