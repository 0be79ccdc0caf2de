import type { ReactNode } from "react";

// Its own module, apart from LeadDialog: an opener is on the page from the first paint while the
// dialog (Radix, ~14 kB gzip with its dependencies) loads only when it is first opened. Importing
// the opener from lead-dialog.tsx put Radix in the vehicle page's first load.

/**
 * A link that opens a dialog once JavaScript runs, and without it goes to
 * `href` (a page or anchor that shows the same form inline).
 */
export function DialogOpenerLink({
  href,
  onOpen,
  className,
  children,
  testId,
}: {
  href: string;
  onOpen: (opener: HTMLElement) => void;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <a
      href={href}
      className={className}
      aria-haspopup="dialog"
      data-testid={testId}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen(e.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
