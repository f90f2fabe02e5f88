import { type KeyboardEvent, useRef } from "react";
import { Link } from "react-router";
import type { NavLink } from "~/content/site";

const DRAWER_ID = "nav-drawer";

/** Browsers without invoker commands (older ones) open and close the drawer once hydrated. */
const lacksInvokers = () => !("command" in HTMLButtonElement.prototype);

/**
 * The menu below the xl breakpoint: a native modal <dialog> opened and closed by invoker commands,
 * so it works before hydration and without JavaScript. The browser moves focus in, makes the page
 * behind inert, closes on Escape or a click on the backdrop and hands focus back to the menu
 * button. Once hydrated, following a link closes it and Tab stays inside.
 */
export function NavDrawer({ links }: { links: readonly NavLink[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className="icon-button xl:hidden"
        aria-haspopup="dialog"
        aria-controls={DRAWER_ID}
        command="show-modal"
        commandfor={DRAWER_ID}
        onClick={() => lacksInvokers() && dialog.current?.showModal()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        id={DRAWER_ID}
        ref={dialog}
        aria-label="Menu"
        className="drawer"
        closedby="any"
        // Where `closedby` is missing: a click on the backdrop lands on the dialog itself.
        onClick={(event) => event.target === event.currentTarget && close()}
        onKeyDown={keepTabInside}
      >
        <div className="flex h-full flex-col gap-8 p-6">
          <div className="flex justify-end">
            <button
              type="button"
              className="icon-button"
              command="close"
              commandfor={DRAWER_ID}
              onClick={() => lacksInvokers() && close()}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Menu">
            <ul className="flex flex-col gap-2">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className="drawer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}

/** A modal dialog lets Tab escape to the browser's own controls; wrap it around instead. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button");
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
