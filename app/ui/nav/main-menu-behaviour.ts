/**
 * What the desktop menu's buttons do (ui/nav/main-menu.tsx), in the page
 * script rather than React, so every page has it whether or not React
 * hydrates it (WAI-ARIA's disclosure navigation pattern, with the keys the
 * Radix menu it replaces had): a button's click, Enter or Space opens or
 * closes its panel; ArrowDown opens it and enters it; in a panel the arrows
 * move from link to link; on the bar ArrowLeft and ArrowRight move between
 * entries, Home and End to the ends; Escape closes and gives focus back to
 * the button; a mouse resting on an entry opens it. A panel closes when the
 * focus or a click goes elsewhere and when one of its links is followed.
 * Listeners sit on the document, so React replacing the menu's elements
 * loses none of them. A page React hydrates enables it from the root once
 * hydrated; a page it does not, from its page script (ui/page-script).
 */

/** The attribute main-menu.tsx marks the menu with, and this finds it by. */
export const MAIN_MENU_ATTRIBUTE = "data-main-menu";
const MENU = `[${MAIN_MENU_ATTRIBUTE}]`;
const TRIGGER = ".main-menu__trigger";
/** A mouse resting this long on an entry opens it; leaving the menu for this long closes it. */
const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 300;
const CLICK_AFTER_HOVER_MS = 600;

const enabled = new WeakSet<Document>();

/** Gives the menu its behaviour, once per document; returns nothing to undo (the listeners live as long as the page). */
export function enableMainMenu(doc: Document = document): void {
  if (enabled.has(doc)) return;
  enabled.add(doc);
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  /** The entry the mouse opened last: the click that usually follows must not close it again. */
  let hoverOpened: { trigger: Element; at: number } | null = null;

  const menuOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>(MENU) : null);
  const panelOf = (trigger: Element) => doc.getElementById(trigger.getAttribute("aria-controls") ?? "");
  const openTrigger = (menu: Element) => menu.querySelector<HTMLButtonElement>(`${TRIGGER}[aria-expanded="true"]`);
  const topEntries = (menu: Element) => [...menu.querySelectorAll<HTMLElement>(".main-menu__top")];
  const panelLinks = (panel: Element) => [...panel.querySelectorAll<HTMLAnchorElement>("a[href]")];

  function setOpen(trigger: Element, open: boolean): void {
    const panel = panelOf(trigger);
    if (!panel) return;
    // The button's look follows aria-expanded (app.css): one attribute says whether it is open.
    trigger.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  }

  function open(trigger: HTMLElement): void {
    const menu = menuOf(trigger);
    const current = menu && openTrigger(menu);
    if (current && current !== trigger) setOpen(current, false);
    setOpen(trigger, true);
  }

  function closeAll(menu: Element | null = doc.querySelector(MENU)): HTMLButtonElement | null {
    const current = menu && openTrigger(menu);
    if (current) setOpen(current, false);
    return current;
  }

  function moveFocus(list: HTMLElement[], from: Element, step: number | "first" | "last"): void {
    if (list.length === 0) return;
    const at = list.indexOf(from as HTMLElement);
    const next = step === "first" ? 0 : step === "last" ? list.length - 1 : Math.min(list.length - 1, Math.max(0, at + step));
    list[next]?.focus();
  }

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const menu = menuOf(target);
    if (!menu) return void closeAll();
    const trigger = target?.closest<HTMLButtonElement>(TRIGGER);
    if (trigger) {
      clearTimeout(hoverTimer);
      const justHovered = hoverOpened?.trigger === trigger && Date.now() - hoverOpened.at < CLICK_AFTER_HOVER_MS;
      hoverOpened = null;
      if (justHovered) return;
      if (trigger.getAttribute("aria-expanded") === "true") setOpen(trigger, false);
      else open(trigger);
      return;
    }
    // A link followed, in the page (the router) or by a page load: the menu is done.
    if (target?.closest("a[href]")) closeAll(menu);
  });

  doc.addEventListener("keydown", (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const menu = menuOf(target);
    if (!menu || !target || event.altKey || event.ctrlKey || event.metaKey) return;
    const panel = target.closest<HTMLElement>(".main-menu__panel");
    if (event.key === "Escape") {
      const closed = closeAll(menu);
      if (closed) {
        event.preventDefault();
        closed.focus();
      }
      return;
    }
    if (panel) {
      const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: "first", End: "last" } as const;
      const move = step[event.key as keyof typeof step];
      if (move === undefined) return;
      event.preventDefault();
      moveFocus(panelLinks(panel), target, move);
      return;
    }
    if (!target.classList.contains("main-menu__top")) return;
    if (event.key === "ArrowDown" && target.matches(TRIGGER)) {
      event.preventDefault();
      open(target);
      const first = panelLinks(panelOf(target)!)[0];
      first?.focus();
      return;
    }
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: "first", End: "last" } as const;
    const move = step[event.key as keyof typeof step];
    if (move === undefined) return;
    event.preventDefault();
    moveFocus(topEntries(menu), target, move);
  });

  // Tab (or a click) taking the focus out of an open entry closes it.
  doc.addEventListener("focusout", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const item = target?.closest(".main-menu__item");
    if (!item || !menuOf(item)) return;
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (next && item.contains(next)) return;
    const trigger = item.querySelector(TRIGGER);
    if (trigger?.getAttribute("aria-expanded") === "true" && next) setOpen(trigger, false);
  });

  doc.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    const target = event.target instanceof Element ? event.target : null;
    const menu = menuOf(target);
    clearTimeout(hoverTimer);
    if (!menu) {
      if (doc.querySelector(`${MENU} ${TRIGGER}[aria-expanded="true"]`))
        hoverTimer = setTimeout(() => closeAll(), HOVER_CLOSE_MS);
      return;
    }
    const item = target?.closest(".main-menu__item");
    const trigger = item?.querySelector<HTMLElement>(TRIGGER);
    if (trigger && trigger.getAttribute("aria-expanded") !== "true")
      hoverTimer = setTimeout(() => {
        open(trigger);
        hoverOpened = { trigger, at: Date.now() };
      }, HOVER_OPEN_MS);
    else if (!trigger) hoverTimer = setTimeout(() => closeAll(menu), HOVER_CLOSE_MS);
  });
}

/**
 * Marks the menu's links to `pathname` as the current page and unmarks the
 * rest: the menu is HTML rendered once for the page a document first showed
 * (ui/layout/frozen-html.tsx), so after a move within the document the root
 * brings its marks up to date, as main-menu.tsx draws them.
 */
export function markCurrentMenuLink(pathname: string, doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`${MENU} a[href]`)) {
    if (link.getAttribute("href") === pathname) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}
