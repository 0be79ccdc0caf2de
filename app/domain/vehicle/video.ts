/**
 * A vehicle's video (spec 01 §3 'video_url, external_video_url') as the page
 * plays it: a file in a <video> element, or a YouTube or Vimeo player in a
 * frame that loads only when the shopper asks for it.
 */

export type VehicleVideo =
  | { kind: "file"; url: string }
  | { kind: "youtube"; id: string; embedUrl: string; thumbnailUrl: string }
  | { kind: "vimeo"; id: string; embedUrl: string }
  | { kind: "link"; url: string };

const YOUTUBE =
  /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/;
const VIMEO = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{6,12})/;
const FILE = /\.(mp4|webm|mov|m4v)(\?.*)?$/i;

export function classifyVideo(url: string | null | undefined): VehicleVideo | null {
  const u = url?.trim();
  if (!u || u.toLowerCase() === "null") return null;
  if (!/^(https?:)?\/\//i.test(u) && !u.startsWith("/")) return null;
  const yt = YOUTUBE.exec(u);
  if (yt) {
    const id = yt[1];
    return {
      kind: "youtube",
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    };
  }
  const vimeo = VIMEO.exec(u);
  if (vimeo) return { kind: "vimeo", id: vimeo[1], embedUrl: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1` };
  if (FILE.test(u)) return { kind: "file", url: u };
  return { kind: "link", url: u };
}

/** The dealer's own video first, else the external one (spec 01 §2 'video'). */
export function vehicleVideo(v: { video_url?: string | null; external_video_url?: string | null }): VehicleVideo | null {
  return classifyVideo(v.video_url) ?? classifyVideo(v.external_video_url);
}
