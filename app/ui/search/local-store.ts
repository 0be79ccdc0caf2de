import { useCallback, useSyncExternalStore } from "react";

/**
 * A value kept in localStorage, shared by every component that reads the same
 * key and kept in step across tabs. The server renders the empty value, then
 * the browser shows what it holds (no hydration mismatch).
 */

const CHANGE = "dealer:local-store";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, policy); the page works without it.
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (err) {
    console.warn("Could not save to this browser's storage", err);
  }
  window.dispatchEvent(new Event(CHANGE));
}

/** The raw stored string of `key` (null on the server and when absent). */
export function useLocalString(key: string): [string | null, (value: string) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readLocal(key),
    () => null,
  );
  const set = useCallback((value: string) => writeLocal(key, value), [key]);
  return [raw, set];
}
