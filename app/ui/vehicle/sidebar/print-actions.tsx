import { useState } from "react";
import { track } from "../../analytics/events";

/**
 * Print and PDF (spec 01 §2 '/print?car_id={slug}, printable page, opens in a
 * new tab'; §4 "Print PDF button shows 'Preparing...' while downloading";
 * §7 the PDF "returns a blob saved as {slug}.pdf"; §8 "PDF failure | browser
 * alert with the message").
 */
export function PrintActions({ slug, carId }: { slug: string; carId: number }) {
  const [preparing, setPreparing] = useState(false);

  const download = async () => {
    setPreparing(true);
    // Spec 01 §9: 61 print (the printable page and the PDF alike).
    track("print", { car_id: carId });
    try {
      const res = await fetch(`/cars/${encodeURIComponent(slug)}/pdf`);
      if (!res.ok) throw new Error(await failureMessage(res));
      const blob = await res.blob();
      const href = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = href;
      a.download = `${slug}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch (err) {
      window.alert(err instanceof Error ? err.message : "The PDF could not be made. Please try again.");
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="print-actions">
      <a
        className="icon-button"
        href={`/print?car_id=${encodeURIComponent(slug)}`}
        target="_blank"
        rel="noopener"
        aria-label="Print (opens a printable page in a new tab)"
        onClick={() => track("print", { car_id: carId })}
      >
        <PrintIcon />
        <span className="icon-button__text">Print</span>
      </a>
      <button type="button" className="icon-button" onClick={download} disabled={preparing} aria-busy={preparing}>
        <DownloadIcon />
        <span>{preparing ? "Preparing..." : "Download PDF"}</span>
      </button>
    </div>
  );
}

async function failureMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: string };
    if (body.error) return body.error;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `The PDF could not be made (${res.status}). Please try again.`;
}

function PrintIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M7 10l5 5 5-5M4 20h16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
