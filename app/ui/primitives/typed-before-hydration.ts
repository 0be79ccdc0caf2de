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
 * The same for a group of fields React controls: a GET form (the listing's
 * filters) or a fieldset of radios. When the page hydrates and the shopper
 * has ticked, picked or slid any field inside, `onChanged` gets the
 * container as it stands (a form reads with FormData, as the browser would
 * have submitted it), before React puts its own state back. Returns the
 * container's ref.
 */
export function useFieldsChangedBeforeHydration<E extends HTMLElement>(onChanged: (container: E) => void) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const fields = [...container.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")];
    if (fields.some(changedByShopper)) onChanged(container);
    // At mount only, as above.
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
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? "");
  }
  const probe = field.cloneNode() as HTMLInputElement;
  probe.value = field.defaultValue;
  return probe.value !== field.value;
}
