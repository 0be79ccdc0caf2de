import { Link } from "react-router";
import { Breadcrumbs } from "~/ui/layout/breadcrumbs";
import { FinderTabs } from "./finder-tabs";

/** The budget finder's two pages: breadcrumbs, the title and lead, the two ways in, then the finder. */
export function FinderPage({
  current,
  title,
  lead,
  themeVars,
  children,
}: {
  current: "budget" | "price-range";
  title: string;
  lead: string;
  themeVars: Record<string, string>;
  children: React.ReactNode;
}) {
  return (
    <div className="finder-page" style={themeVars as React.CSSProperties}>
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: title, href: null },
        ]}
      />
      <header className="finder-page__head">
        <h1>{title}</h1>
        <p className="finder-page__lead">{lead}</p>
      </header>
      <FinderTabs current={current} />
      {children}
    </div>
  );
}

/** A budget finder address that could not be read (400): what was wrong and a way to start again. */
export function FinderRefusal({ message, startHref }: { message: string; startHref: string }) {
  return (
    <section className="error-page">
      <title>Budget not understood</title>
      <h1>We couldn't read that budget</h1>
      <p>Part of this address isn't valid ({message}). Start again with our suggested budget.</p>
      <p>
        <Link className="button" to={startHref}>
          Find cars for your budget
        </Link>
      </p>
    </section>
  );
}
