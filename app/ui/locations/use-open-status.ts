import { useEffect, useState } from "react";
import type { HoursData } from "~/domain/locations/location-view";
import { watchOpenStatus, type OpenStatusText } from "./open-status-watch";

/** The open-status line as the server computed it for the first paint, then as watchOpenStatus keeps it (a page React hydrates). */
export function useOpenStatus(hours: HoursData, server: OpenStatusText) {
  const [status, setStatus] = useState(server);
  useEffect(() => watchOpenStatus(hours, setStatus), [hours]);
  return status;
}
