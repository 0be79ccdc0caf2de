import { useState } from "react";
import { PinIcon } from "./sidebar/location-link";

/**
 * Spec 01 §2: "Announcement bar 'Located at {city}' with a Get Directions
 * link, dismissible, shown only when the car's city differs from the primary
 * dealership city."
 */
export function LocatedAtBar({ city, directionsUrl }: { city: string; directionsUrl: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="located-at" role="region" aria-label="Where this car is">
      <PinIcon />
      <p>
        Located at <strong>{city}</strong>
      </p>
      <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
        Get Directions<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <button type="button" className="located-at__close" aria-label="Dismiss" onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}
