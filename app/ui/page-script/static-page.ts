import { loadTagsWhenIdle } from "~/ui/analytics/load-tags";
import { recordVisit } from "~/ui/lead-attribution";
import { enableOpenStatusLines } from "~/ui/locations/open-status-watch";
import { enableMainMenu } from "~/ui/nav/main-menu-behaviour";
import { enableCarousels } from "~/ui/primitives/carousel-start";
import { enableDialogCommands } from "~/ui/primitives/dialog-commands";

/**
 * The whole script of a page React does not hydrate (page-mode.ts): what the
 * root and its components do in the browser on a page it does, without React.
 * The root writes it as an async module script (it keeps DOMContentLoaded
 * waiting for nothing) carrying the tenant's tag ids; what needs the whole
 * document waits for it.
 */
const script = document.querySelector<HTMLScriptElement>("script[data-page-script]");
enableMainMenu();
enableDialogCommands();
// Issue 10 §2: this page view feeds the visitor's lead attribution.
recordVisit();
loadTagsWhenIdle({ gtm_container_id: script?.dataset.gtm ?? null, ga_measurement_id: script?.dataset.ga ?? null });
const withDocument = () => {
  enableCarousels();
  enableOpenStatusLines();
};
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", withDocument, { once: true });
else withDocument();
