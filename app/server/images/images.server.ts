import path from "node:path";
import { env } from "../env.server";
import { ImageRenderer } from "./render.server";

let renderer: ImageRenderer | undefined;

/** The process's image renderer, caching under DATA_DIR/image-cache. */
export function imageRenderer(): ImageRenderer {
  renderer ??= new ImageRenderer(path.join(env().DATA_DIR, "image-cache"));
  return renderer;
}
