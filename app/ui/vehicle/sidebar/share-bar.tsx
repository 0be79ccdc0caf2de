import { useEffect, useRef, useState } from "react";
import { COPIED_FOR_MS, SHARE_POLL_MS, SHARE_WINDOW } from "~/domain/vehicle/page-behaviour";

/**
 * Share (spec 01 §4): "Copy link button shows 'Copied' for 1.5 s." and
 * "Sharing opens a 550x400 window; its closing is polled every second" (on
 * closing, focus comes back to the button that opened it). Each share link
 * also works as a plain link without JavaScript.
 */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Older browsers and insecure origins have no async clipboard: copy through a selection.
      const input = document.createElement("textarea");
      input.value = url;
      input.setAttribute("readonly", "");
      input.style.position = "fixed";
      input.style.opacity = "0";
      document.body.appendChild(input);
      input.select();
      document.execCommand("copy");
      input.remove();
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };

  const text = `${title}`;
  const targets = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { name: "X", href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  ];

  return (
    <div className="share" role="group" aria-label="Share this car">
      <button type="button" className="icon-button share__copy" onClick={copy} data-copied={copied || undefined}>
        <LinkIcon />
        <span>{copied ? "Copied" : "Copy link"}</span>
      </button>
      <span className="visually-hidden" role="status">
        {copied ? "Link copied to your clipboard" : ""}
      </span>
      {targets.map((t) => (
        <a
          key={t.name}
          className="icon-button"
          href={t.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${t.name} (opens a new window)`}
          onClick={(e) => {
            const win = openShareWindow(t.href);
            if (!win) return; // Blocked: let the link open normally.
            e.preventDefault();
            const opener = e.currentTarget;
            const poll = setInterval(() => {
              if (win.closed) {
                clearInterval(poll);
                opener.focus();
              }
            }, SHARE_POLL_MS);
          }}
        >
          <ShareIcon name={t.name} />
          <span className="icon-button__text">{t.name}</span>
        </a>
      ))}
      <a
        className="icon-button"
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
        aria-label="Share by email"
      >
        <MailIcon />
        <span className="icon-button__text">Email</span>
      </a>
    </div>
  );
}

function openShareWindow(href: string): Window | null {
  const { width, height } = SHARE_WINDOW;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const win = window.open(href, "share", `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`);
  // Keep the handle (to poll `closed`) but give the other site no way back into this page.
  if (win) win.opener = null;
  return win;
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function ShareIcon({ name }: { name: string }) {
  const d: Record<string, string> = {
    Facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z",
    X: "M4 4l16 16M20 4L4 20",
    WhatsApp: "M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z",
  };
  const stroke = name === "X";
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={d[name]}
        fill={stroke ? "none" : "currentColor"}
        stroke={stroke ? "currentColor" : "none"}
        strokeWidth={stroke ? 2.4 : 0}
        strokeLinecap="round"
      />
    </svg>
  );
}
