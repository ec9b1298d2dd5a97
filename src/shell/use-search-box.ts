import { useEffect, useRef, useState } from 'react';
import { useDebounced } from './use-debounced.ts';

/**
 * A list's search box over the search kept in its URL: what is typed is sent once it has stopped changing for
 * `ms` (spec 1 §9), and the box follows the URL when the search changes elsewhere (the phone's top bar, the back
 * arrow). The URL answering a search the box sent does not write it back over what was typed since: on a slow
 * phone that answer can come after the next keys. With `trim`, the search sent (and compared) has no outer spaces.
 */
export function useSearchBox(
  search: string,
  onSearch: (search: string) => void,
  { ms = 400, trim = false } = {},
): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  const settled = useDebounced(text, ms);
  const sent = useRef(search);
  useEffect(() => {
    const wanted = trim ? settled.trim() : settled;
    if (wanted === search) return;
    sent.current = wanted;
    onSearch(wanted);
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setText(search);
  }, [search]);
  return [text, setText];
}
