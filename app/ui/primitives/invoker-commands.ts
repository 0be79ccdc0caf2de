/**
 * Invoker commands (`<button commandfor command>`): a button opens or closes a
 * native <dialog> by itself, before the page's script runs and on pages whose
 * script never needs to. React passes the attributes through as written; the
 * button's onClick stands in where the browser lacks commands
 * (`supportsCommands`).
 */
export function invokerCommand(target: string, command: "show-modal" | "close"): Record<string, string> {
  return { commandfor: target, command };
}

export function supportsCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
}
