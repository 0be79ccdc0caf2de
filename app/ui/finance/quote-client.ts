import { useEffect, useRef, useState } from "react";
import type { CreditHistory } from "~/domain/finance/credit-history";

/** Spec 02 §9 'Debounce 500 ms'; §7 'POST /api/youx/quote, after a 500 ms pause following each change'. */
export const QUOTE_DEBOUNCE_MS = 500;

export interface QuoteRequest {
  selfAssessedCreditScore: CreditHistory;
  purchasePrice: number;
  loanTerm: number;
  year?: number | null;
  vin?: string | null;
  nvic?: string | null;
  whoIsHelping?: string | null;
}

export interface QuoteAnswer {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/** Spec 02 §8 'Failed to get YouX quick quote (logged only)'. */
export const QUOTE_FAILED = "Failed to get YouX quick quote";

function isAnswer(x: unknown): x is QuoteAnswer {
  const a = x as Partial<QuoteAnswer> | null;
  return (
    !!a &&
    typeof a.weeklyRepaymentAmount === "number" &&
    typeof a.advertisedRate === "number" &&
    typeof a.comparisonRate === "number"
  );
}

export async function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<QuoteAnswer> {
  const res = await fetch("/api/youx/quote", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
    signal,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok || !isAnswer(body)) throw new Error(`${QUOTE_FAILED}: ${res.status}`);
  return body;
}

/** The quote shown (null once cleared by an error) and whether a newer one is on its way. */
export interface QuoteState {
  quote: QuoteAnswer | null;
  pending: boolean;
}

/**
 * The quote for `request`, asked 500 ms after its last change (spec 02 §7).
 * `request` null shows `initial` (the page's own figure) without asking. On
 * an error the quote is cleared and the error logged: the shopper sees no
 * message (spec 02 §7 'On error: logged, quote cleared, no user message').
 */
export function useDebouncedQuote(request: QuoteRequest | null, initial: QuoteAnswer): QuoteState {
  const [state, setState] = useState<QuoteState>({ quote: initial, pending: false });
  const key = request ? JSON.stringify(request) : null;
  const latest = useRef(0);
  useEffect(() => {
    const ticket = ++latest.current;
    if (key === null) {
      setState({ quote: initial, pending: false });
      return;
    }
    setState((s) => ({ ...s, pending: true }));
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchQuote(JSON.parse(key) as QuoteRequest, abort.signal).then(
        (quote) => {
          if (ticket === latest.current) setState({ quote, pending: false });
        },
        (err: unknown) => {
          if (abort.signal.aborted) return;
          console.error(QUOTE_FAILED, err);
          if (ticket === latest.current) setState({ quote: null, pending: false });
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `initial` is the server's figure for this car: it does not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
