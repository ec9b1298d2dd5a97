import { useEffect, useState } from 'react';

/**
 * A store's value, followed from effects instead of useSyncExternalStore. React checks a useSyncExternalStore read
 * at the end of every render it slices and, if the store changed meanwhile, renders the whole tree again in one
 * go: a bar that counts every fetch and chunk in flight would do that to the app's first render, when a chunk or a
 * fetch ends every moment. A value one render late is good enough for it.
 */
export function useFollowed<T>(subscribe: (changed: () => void) => () => void, read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const follow = () => setValue(read);
    follow(); // what changed between the render and this effect
    return subscribe(follow);
  }, [subscribe, read]);
  return value;
}
