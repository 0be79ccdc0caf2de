import { useEffect, useState } from "react";
import { SALES_COUNTER_REFRESH_MS, salesSoFarToday } from "~/domain/content/sales-counter";

/**
 * The sales counter (spec 02 §9 'Sales counter: 192 per day, one per 450
 * seconds, refresh every 150000 ms, Brisbane time zone'): the server's count
 * first, then the browser's own, again every 150 seconds, so a cached page
 * does not show a stale number for long.
 */
export function SalesCounter({ initial }: { initial: number }) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    const tick = () => setCount(salesSoFarToday(Date.now()));
    tick();
    const id = window.setInterval(tick, SALES_COUNTER_REFRESH_MS);
    return () => window.clearInterval(id);
  }, []);
  return (
    <p className="sales-counter" data-testid="sales-counter">
      <strong>{count.toLocaleString("en-AU")}</strong> {count === 1 ? "vehicle" : "vehicles"} sold today
    </p>
  );
}
