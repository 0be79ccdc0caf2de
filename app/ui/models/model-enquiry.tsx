import type { SubmissionResult } from "@conform-to/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { ModelLeadView } from "~/domain/model-range/model-pages";
import { ENQUIRY_ANCHOR, enquiryAction, enquiryHref, type ModelEnquiry } from "~/domain/model-range/model-view";
import { preloadable } from "../vehicle/preloadable";

/**
 * The showroom's enquiries (the model's, each accessory's). Every opener is a
 * link to the page with the enquiry's query (?part={part number}#enquire),
 * where the page renders that form inline: what happens without JavaScript.
 * With it the link opens the same form in a dialog. As on the vehicle page,
 * the form's code (Conform, the Zod schemas, Radix Dialog) comes in chunks of
 * its own, fetched when a shopper points at, focuses or touches an opener.
 */

const formKit = preloadable(() => import("./model-lead-form").then((m) => m.default));
const dialogKit = preloadable(() => import("./model-lead-dialog").then((m) => m.default));

/** The route awaits it on the server, so a page with an enquiry's query carries the form in its HTML. */
export const preloadModelLeadForm = (): Promise<unknown> => formKit.preload();

function preloadDialog() {
  // A chunk that fails now is asked for again on the click, which handles the failure.
  dialogKit.preload().catch(() => undefined);
}

interface Ctx {
  open: (enquiry: ModelEnquiry, opener: HTMLElement) => void;
  pagePath: string;
}
const EnquiryCtx = createContext<Ctx | null>(null);

/** Holds the page's enquiry dialog: one at a time, its code fetched on the first open. */
export function ModelEnquiries({ lead, children }: { lead: ModelLeadView; children: ReactNode }) {
  const [state, setState] = useState<{ enquiry: ModelEnquiry; opener: HTMLElement; ready: boolean } | null>(null);
  const { pagePath } = lead;
  const open = useCallback(
    (enquiry: ModelEnquiry, opener: HTMLElement) => {
      const ready = dialogKit.isLoaded();
      setState({ enquiry, opener, ready });
      if (ready) return;
      dialogKit.preload().then(
        () => setState((s) => (s && s.enquiry === enquiry && s.opener === opener ? { ...s, ready: true } : s)),
        // No dialog code (a dropped connection): the form's own page, which needs none.
        () => window.location.assign(enquiryHref(pagePath, enquiry)),
      );
    },
    [pagePath],
  );
  const close = useCallback(() => setState(null), []);
  const ctx = useMemo<Ctx>(() => ({ open, pagePath }), [open, pagePath]);
  return (
    <EnquiryCtx.Provider value={ctx}>
      {children}
      {state?.ready ? (
        <dialogKit.Component
          lead={lead}
          enquiry={state.enquiry}
          action={enquiryAction(pagePath, state.enquiry)}
          opener={state.opener}
          onClose={close}
        />
      ) : state ? (
        <PendingDialog title={state.enquiry.title} onCancel={close} />
      ) : null}
    </EnquiryCtx.Provider>
  );
}

/** What shows while the dialog's code arrives (a first open on a slow connection): its frame, saying so. */
function PendingDialog({ title, onCancel }: { title: string; onCancel: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onCancel();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onCancel]);
  return (
    <>
      <div className="lead-dialog__overlay" onClick={onCancel} />
      <div className="lead-dialog">
        <div className="lead-dialog__head">
          <p className="lead-dialog__title">
            <strong>{title}</strong>
          </p>
        </div>
        <p className="lead-dialog__description" role="status">
          Loading the form…
        </p>
      </div>
    </>
  );
}

/** A link that opens an enquiry: a dialog once JavaScript runs, without it the page with the form inline. */
export function EnquiryOpener({
  enquiry,
  className = "button",
  children,
  label,
}: {
  enquiry: ModelEnquiry;
  className?: string;
  children: ReactNode;
  /** An accessible name when the visible text alone is ambiguous ("Enquire" on every accessory). */
  label?: string;
}) {
  const ctx = useContext(EnquiryCtx);
  if (!ctx) throw new Error("EnquiryOpener must be inside ModelEnquiries");
  return (
    <a
      href={enquiryHref(ctx.pagePath, enquiry)}
      className={className}
      aria-haspopup="dialog"
      aria-label={label}
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
      onTouchStart={preloadDialog}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        ctx.open(enquiry, e.currentTarget);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The enquiry shown in the page (the page's query names it, or a POST without
 * JavaScript came back with errors). The server renders it whole (the route
 * awaits preloadModelLeadForm); the browser keeps that HTML until the chunk comes.
 */
export function InlineEnquiry({
  lead,
  enquiry,
  submissionId,
  lastResult,
}: {
  lead: ModelLeadView;
  enquiry: ModelEnquiry;
  submissionId?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const headingId = `${ENQUIRY_ANCHOR}-heading`;
  return (
    <section
      className="lead-inline model-enquiry"
      id={ENQUIRY_ANCHOR}
      aria-labelledby={headingId}
      data-testid="model-enquiry-inline"
    >
      <div className="lead-inline__head">
        <h2 id={headingId}>{enquiry.title}</h2>
        <a href={lead.pagePath}>Close</a>
      </div>
      <p className="lead-dialog__description lead-inline__description">{enquiry.description}</p>
      <formKit.Component
        lead={lead}
        enquiry={enquiry}
        idPrefix="inline"
        // The page a no-JavaScript POST comes back to opens at the form.
        action={`${enquiryAction(lead.pagePath, enquiry)}#${ENQUIRY_ANCHOR}`}
        submissionId={submissionId}
        lastResult={lastResult}
      />
    </section>
  );
}
