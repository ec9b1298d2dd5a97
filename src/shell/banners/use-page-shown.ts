import { useEffect, useState } from 'react';

/** The page frame's content, and what marks it as still loading: the loading screen's spinner or a skeleton. */
const CONTENT = '[data-testid="page-content"]';
const LOADING = '.ant-spin-spinning, .ant-skeleton-active';

const pageIsShown = () => {
  const content = document.querySelector(CONTENT);
  return (
    !!content &&
    content.childElementCount > 0 &&
    !document.querySelector(`${CONTENT} ${LOADING}`) &&
    !document.querySelector(`body > ${LOADING}`)
  );
};

/**
 * True once the page is on screen with its data: the page frame holds a page, and no loading screen or skeleton is
 * left in it. Watched with a MutationObserver that stops at the first yes: a pop-up never covers a page still loading.
 */
export function usePageShown() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A page settles in a few renders: it counts as shown once it stayed so for a moment.
    const check = () => {
      clearTimeout(timer);
      if (pageIsShown()) timer = setTimeout(() => pageIsShown() && setShown(true), 300);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    check();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [shown]);
  return shown;
}
