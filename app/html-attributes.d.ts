import "react";

/** HTML attributes newer than React's types; React renders lowercase attributes as they are. */
// The type parameters must match React's own declarations for the interfaces to merge.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface DialogHTMLAttributes<T> {
    /** `any`: a click on the backdrop closes the dialog too, no script. */
    closedby?: "any" | "closerequest" | "none";
  }
}
