/**
 * Invoker commands (`<button commandfor command>`, ui/primitives/native-dialog.tsx)
 * where the browser lacks them, and a click on a `closedby="any"` dialog's
 * backdrop where it lacks that: what React's handlers do on a page it
 * hydrates, for a page it does not (ui/page-script/static-page.ts).
 */
export function supportsCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
}

/** Runs a button's dialog command by hand. */
export function runDialogCommand(dialogId: string, command: string | null): void {
  const target = document.getElementById(dialogId);
  if (!(target instanceof HTMLDialogElement)) return;
  if (command === "show-modal") {
    if (!target.open) target.showModal();
  } else if (command === "close") target.close();
}

export function enableDialogCommands(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target instanceof HTMLDialogElement && target.open && target.getAttribute("closedby") === "any") {
      // The dialog's own box is its backdrop's edge (app.css): a click on it, not its content, closes it.
      target.close();
      return;
    }
    if (supportsCommands()) return;
    const button = target?.closest("button[commandfor]");
    if (button) runDialogCommand(button.getAttribute("commandfor") ?? "", button.getAttribute("command"));
  });
}
