import "react";

/** HTML attributes newer than React's types; React renders lowercase attributes as they are. */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    /** Invoker commands: the button opens or closes the dialog named by `commandfor`, no script. */
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    /** `any`: a click on the backdrop closes the dialog too, no script. */
    closedby?: "any" | "closerequest" | "none";
  }
}
