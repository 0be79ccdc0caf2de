import { useState } from "react";
import type { Hotspot } from "~/domain/vehicle/vehicle";
import { MAIN_PHOTO_SIZES, VehiclePhoto } from "../picture";
import { HotspotLayer, HotspotList } from "./hotspots";

/** The interior view (spec 01 §4 'Gallery view: ... interior') with its hotspots at their positions. */
export function InteriorView({ src, hotspots, title }: { src: string; hotspots: Hotspot[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="spin">
      <div className="spin__stage spin__stage--interior">
        <VehiclePhoto
          src={src}
          alt={`Interior of the ${title}`}
          sizes={MAIN_PHOTO_SIZES}
          className="spin__frame"
          priority
          first={false}
        />
        <HotspotLayer hotspots={hotspots.map((hotspot, index) => ({ hotspot, index }))} openIndex={open} onToggle={setOpen} />
      </div>
      <HotspotList label="Interior highlights" hotspots={hotspots} openIndex={open} onChoose={setOpen} />
    </div>
  );
}
