import { useLayoutEffect, useRef } from "react";

/**
 * Keeps what a shopper typed or chose in a server-rendered field before the
 * page's scripts ran (they load after the first paint:
 * server/http/scripts-after-paint.server.ts). React hydrates a controlled
 * field leaving the browser's value in place, then puts its own state back
 * at the next render, so the shopper's input would vanish. Returns the
 * field's ref; when the page hydrates, a value the shopper changed goes to
 * onTyped.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(
  value: string,
  onTyped: (typed: string) => void,
) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && changedByShopper(field) && field.value !== value) onTyped(field.value);
    // At mount only: what is typed later comes through onChange.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return ref;
}

/**
 * Whether the field's value is no longer the one the server wrote. A range
 * input moves a value off its step or outside its bounds by itself, so the
 * server's value is put through the same sanitising (on a copy of the
 * field) before it is compared.
 */
function changedByShopper(field: HTMLInputElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? "");
  }
  const probe = field.cloneNode() as HTMLInputElement;
  probe.value = field.defaultValue;
  return probe.value !== field.value;
}
