import { Link } from "react-router";
import { BUDGET_FINDER_PATHS, type BudgetFinderView } from "~/domain/finance/budget-finder-view";
import { BudgetFinderForm } from "./budget-finder-form";

/** The home page's budget finder (spec 02 §2 'Find cars for your budget'): the compact form, and the way to the price range. */
export function HomeBudgetFinder({ view }: { view: BudgetFinderView }) {
  return (
    <section className="home-section home-budget" aria-labelledby="home-budget-title">
      <div className="home-section__head">
        <h2 id="home-budget-title">Find cars for your budget</h2>
        <Link to={BUDGET_FINDER_PATHS.priceRange}>Search by price range</Link>
      </div>
      <BudgetFinderForm view={view} variant="compact" />
    </section>
  );
}
