import { Link } from "react-router";
import { BUDGET_FINDER_PATHS } from "~/domain/finance/budget-finder-view";

/** The budget finder's two ways in: by repayments and deposit, or by a price range (spec 02 §2). */
export function FinderTabs({ current }: { current: "budget" | "price-range" }) {
  const tabs = [
    { key: "budget", label: "By repayments", href: BUDGET_FINDER_PATHS.page },
    { key: "price-range", label: "By price range", href: BUDGET_FINDER_PATHS.priceRange },
  ] as const;
  return (
    <nav className="finder-tabs" aria-label="Ways to find cars for your budget">
      {tabs.map((t) => (
        <Link key={t.key} to={t.href} className="finder-tabs__tab" aria-current={t.key === current ? "page" : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
