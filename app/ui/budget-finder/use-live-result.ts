import { useEffect, useRef, useState } from "react";

/**
 * The budget finder's live count: the server's answer for the page's inputs
 * (`url`), asked a pause after the shopper's last change (spec 01 §9 typing
 * debounce 300 ms, slider 400 ms), an answer on its way dropped when the
 * inputs change again. The first answer is the one the server rendered. If a
 * count cannot be fetched, `failed` is set and the page offers its form's
 * own submit button again (the no-JavaScript way), keeping the last count.
 */
export function useLiveResult<T>(initial: T, url: string, delayMs: number): { result: T; pending: boolean; failed: boolean } {
  const [result, setResult] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const answered = useRef(url);

  useEffect(() => {
    if (url === answered.current) {
      setPending(false);
      return;
    }
    setPending(true);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(url, { signal: abort.signal, headers: { Accept: "application/json" } })
        .then(async (res) => {
          if (!res.ok) throw new Error(`count answered ${res.status}`);
          const next = (await res.json()) as T;
          answered.current = url;
          setResult(next);
          setFailed(false);
          setPending(false);
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          console.warn("budget finder count failed", error);
          setFailed(true);
          setPending(false);
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [url, delayMs]);

  return { result, pending, failed };
}

/** True once React has hydrated the page (the no-JavaScript form's own submit button can step aside). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
