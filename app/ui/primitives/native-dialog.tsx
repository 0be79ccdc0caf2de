import type { ComponentProps } from "react";
import { runDialogCommand, supportsCommands } from "./dialog-commands";

/**
 * A native modal <dialog> and the buttons that open and close it by invoker
 * commands (`<button commandfor command>`): they work before the page's
 * script runs, and on a page whose script never needs to. The browser keeps
 * focus inside an open dialog, closes it on Escape (and, with
 * `closedby="any"`, on a click outside) and gives focus back to the button
 * that opened it. React passes the command attributes through as written;
 * a button's click stands in where the browser lacks commands.
 */
export function DialogButton({
  dialog,
  command,
  onClick,
  ...props
}: { dialog: string; command: "show-modal" | "close" } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      {...(command === "show-modal" ? { "aria-haspopup": "dialog", "aria-controls": dialog } : {})}
      {...props}
      {...{ commandfor: dialog, command }}
      onClick={(e) => {
        onClick?.(e);
        if (!supportsCommands()) runDialogCommand(dialog, command);
      }}
    />
  );
}

/** The dialog: its box is the backdrop's edge, so a click on the dialog itself (outside its content) closes it. */
export function ModalDialog(props: Omit<ComponentProps<"dialog">, "closedby" | "onClick"> & { id: string }) {
  return (
    <dialog
      {...props}
      closedby="any"
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    />
  );
}
