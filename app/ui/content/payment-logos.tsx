/**
 * The accepted payment logos (spec 02 §2 'Accepted payment logos:
 * Mastercard, Visa, Maestro, Google Pay, Apple Pay'), drawn inline as small
 * SVG marks (no requests, no third-party files). Each is an image named for
 * assistive technology; the list says what they are.
 */
export const PAYMENT_METHODS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;

function Mark({ name }: { name: (typeof PAYMENT_METHODS)[number] }) {
  switch (name) {
    case "Mastercard":
    case "Maestro":
      return (
        <>
          <circle cx="22" cy="16" r="9" fill="#eb001b" />
          <circle cx="34" cy="16" r="9" fill={name === "Mastercard" ? "#f79e1b" : "#00a2e5"} fillOpacity="0.9" />
        </>
      );
    case "Visa":
      return (
        <text
          x="28"
          y="21"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="900"
          fontStyle="italic"
          fontSize="15"
          fill="#1a1f71"
        >
          VISA
        </text>
      );
    case "Google Pay":
      return (
        <text x="28" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="12" fill="#3c4043">
          <tspan fill="#4285f4">G</tspan> Pay
        </text>
      );
    case "Apple Pay":
      return (
        <text x="28" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="10.5" fill="#000">
          Apple Pay
        </text>
      );
  }
}

// Inline, so the list needs no stylesheet wherever it is placed (the footer is on every page).
const LIST_STYLE = { display: "flex", flexWrap: "wrap", gap: "0.5rem", listStyle: "none", margin: 0, padding: 0 } as const;

export function PaymentLogos({ label = "Payment methods we accept" }: { label?: string }) {
  return (
    <ul className="payment-logos" aria-label={label} style={LIST_STYLE}>
      {PAYMENT_METHODS.map((name) => (
        <li key={name}>
          <svg role="img" aria-label={name} width="56" height="32" viewBox="0 0 56 32">
            <rect x="0.5" y="0.5" width="55" height="31" rx="4" fill="#fff" stroke="#d5d9e0" />
            <Mark name={name} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
