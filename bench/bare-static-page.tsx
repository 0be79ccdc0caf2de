import type { PageHandle } from "~/ui/page-script/page-mode";

/**
 * GET /bench/bare-static: the bare page (bench/bare-page.tsx) on a route React
 * does not hydrate (app/ui/page-script/page-mode.ts): the same layout without
 * React Router's scripts and loader data, so `npm run bench:http` shows what
 * those cost a render.
 */
export { default } from "./bare-page";
export const handle: PageHandle = { hydrate: false };
