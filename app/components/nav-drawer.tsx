import { type KeyboardEvent, type MouseEvent, useRef } from "react";
import { Link } from "react-router";
import { LanguageLinks } from "~/components/language-links";
import { NavList } from "~/components/site-links";
import type { FrameWords } from "~/content/frames";
import type { NavLink } from "~/lib/navigation";

const DRAWER_ID = "nav-drawer";
const SWITCH_ID = "nav-drawer-switch";

/**
 * The menu below the xl breakpoint, in two steps (docs/decisions/005-drawer-in-every-engine.md):
 *
 * - Before hydration and without JavaScript, the Popover API, which every engine has: the menu
 *   button shows a popover, the switch, and CSS shows the drawer beside it (app.css,
 *   `.drawer-switch`). Escape and a click outside close the switch, and so the drawer. The links
 *   sit outside the switch, so following one, same-page sections included, is such a click. The
 *   switch holds only the drawer's close button, drawn over the modal's own: it takes focus as
 *   the drawer opens (`autofocus`) and hands it back to the menu button as it closes.
 * - Once hydrated, a modal <dialog>: the menu button opens it instead (its click cancels the
 *   popover's), focus moves in and stays there, the page behind is inert, Escape closes it and
 *   focus returns to the menu button; following a link closes it.
 */
interface NavDrawerProps {
  links: readonly NavLink[];
  /** The way to a quote, under the links. */
  quote: NavLink;
  /** The page's path, for the link to the same page in the other language. */
  pathname: string;
  frame: FrameWords;
}

export function NavDrawer({ links, quote, pathname, frame }: NavDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const drawerSwitch = useRef<HTMLDivElement>(null);
  const openModal = (event: MouseEvent) => {
    event.preventDefault();
    dialog.current?.showModal();
  };
  // Closes the dialog, and the switch where the drawer was opened before hydration.
  const close = () => {
    dialog.current?.close();
    if (drawerSwitch.current?.matches(":popover-open")) drawerSwitch.current.hidePopover();
  };

  return (
    <>
      <button
        type="button"
        className="icon-button xl:hidden"
        aria-haspopup="dialog"
        aria-controls={DRAWER_ID}
        popoverTarget={SWITCH_ID}
        onClick={openModal}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only">{frame.menu.open}</span>
      </button>
      <div id={SWITCH_ID} ref={drawerSwitch} popover="auto" className="drawer-switch">
        <button
          type="button"
          className="icon-button"
          popoverTarget={SWITCH_ID}
          popoverTargetAction="hide"
          autoFocus
        >
          <CloseIcon />
          <span className="sr-only">{frame.menu.close}</span>
        </button>
      </div>
      <dialog
        id={DRAWER_ID}
        ref={dialog}
        aria-label={frame.menu.label}
        className="drawer"
        closedby="any"
        // Where `closedby` is missing: a click on the backdrop lands on the dialog itself.
        onClick={(event) => event.target === event.currentTarget && close()}
        onKeyDown={keepTabInside}
      >
        <div className="flex h-full flex-col gap-8 p-6">
          <div className="flex justify-end">
            {/* The modal's: hidden while the switch shows the drawer (its own is drawn here). */}
            <button type="button" className="icon-button drawer-close" onClick={close}>
              <CloseIcon />
              <span className="sr-only">{frame.menu.close}</span>
            </button>
          </div>
          <nav aria-label={frame.menu.label}>
            <NavList
              links={links}
              onClick={close}
              className="flex flex-col gap-2"
              linkClassName="drawer-link"
            />
          </nav>
          <LanguageLinks
            pathname={pathname}
            onClick={close}
            className="drawer-link language-link"
          />
          <Link to={quote.to} onClick={close} className="button-primary">
            {quote.label}
          </Link>
        </div>
      </dialog>
    </>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
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
