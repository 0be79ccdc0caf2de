import { useLayoutEffect, useRef } from "react";

/**
 * Keeps what a shopper typed into a server-rendered input before the page's
 * scripts ran (they load after the first paint:
 * server/http/scripts-after-paint.server.ts). React hydrates a controlled
 * input leaving the browser's value in place, then puts its own state back at
 * the next render, so the typing would vanish. Returns the input's ref; when
 * the page hydrates, a value that differs from the state goes to onTyped.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(
  value: string,
  onTyped: (typed: string) => void,
) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
    // At mount only: what is typed later comes through onChange.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return ref;
}
