import type { VehiclePageModel } from "~/domain/vehicle/page-model";

/** Where the car is (spec 01 §2 sidebar 'location link'), with directions in a maps service. */
export function LocationLink({ location }: { location: VehiclePageModel["location"] }) {
  return (
    <p className="location-link">
      <PinIcon />
      <span>
        <span className="location-link__name">{location.name}</span>
        <span className="location-link__address">
          {location.street}, {location.city} {location.state} {location.postcode}
        </span>
        <a href={location.directionsUrl} target="_blank" rel="noopener noreferrer">
          Get Directions<span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
        </a>
      </span>
    </p>
  );
}

export function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 22s7-6.3 7-12a7 7 0 0 0-14 0c0 5.7 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="10" r="2.5" fill="currentColor" />
    </svg>
  );
}
