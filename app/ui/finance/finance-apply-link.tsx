import { useState } from "react";
import { preinit } from "react-dom";
import type { FinanceProviderConfig } from "~/domain/finance/provider-config";
import { DialogOpenerLink } from "../lead/dialog-opener-link";
import { preloadable } from "../vehicle/preloadable";
import type { FinancePopupCar } from "./finance-popup";
import financeCss from "./finance.css?url";

/**
 * The vehicle page's entry to the finance popup (issue 19 item 4): a link to
 * the finance page (spec 01 §2 finance link, #finance-form), which is where
 * it goes without JavaScript; with it, the popup opens over the page. The
 * popup's code (the application schema, Radix Dialog) is a chunk of its own,
 * fetched when a shopper points at or focuses the link, and so is its style
 * sheet: the vehicle page's first paint waits for neither.
 */

const popupKit = preloadable(() => import("./finance-popup").then((m) => m.default));
const preload = () => {
  preinit(financeCss, { as: "style", precedence: "default" });
  void popupKit.preload().catch(() => undefined);
};

export interface FinanceEntry {
  href: string;
  provider: FinanceProviderConfig;
  asOfYear: number;
  car: FinancePopupCar;
  dealerName: string;
}

export function FinanceApplyLink({ entry }: { entry: FinanceEntry }) {
  const [state, setState] = useState<{ opener: HTMLElement } | null>(null);
  return (
    <div className="finance-entry" onPointerEnter={preload} onFocus={preload}>
      <DialogOpenerLink
        href={entry.href}
        className="button button--block finance-entry__link"
        testId="finance-apply-link"
        onOpen={(opener) => {
          preinit(financeCss, { as: "style", precedence: "default" });
          popupKit.preload().then(
            () => setState({ opener }),
            () => window.location.assign(entry.href),
          );
        }}
      >
        Get Finance Pre-approval
      </DialogOpenerLink>
      {state ? (
        <popupKit.Component
          open
          onOpenChange={(o) => (o ? undefined : setState(null))}
          returnFocusTo={state.opener}
          provider={entry.provider}
          asOfYear={entry.asOfYear}
          car={entry.car}
          dealerName={entry.dealerName}
        />
      ) : null}
    </div>
  );
}
