import type { IconNode } from "lucide";
import { type ToggleEvent, useRef } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { LanguageLinks } from "~/components/language-links";
import { NavList } from "~/components/site-links";
import type { FrameWords } from "~/content/schema";
import type { NavLink } from "~/lib/navigation";

const DRAWER_ID = "nav-drawer";
const MENU: IconNode = [["path", { d: "M4 7h16M4 12h16M4 17h16" }]];
const CLOSE: IconNode = [["path", { d: "M6 6l12 12M18 6L6 18" }]];
const SWITCH_ID = "nav-drawer-switch";

/**
 * The menu below the xl breakpoint, one mechanism from the first paint on, with or without
 * JavaScript (docs/decisions/005-drawer-in-every-engine.md): the Popover API, which every engine
 * has. The menu button shows a popover, the switch, and CSS shows the drawer beside it (app.css).
 * Escape and a click outside close the switch, and so the drawer; the links sit outside it, so
 * following one, same-page sections included, is such a click. The switch holds the close button,
 * which takes focus as the drawer opens and hands it back to the menu button as it closes.
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
  const drawerSwitch = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  // A link followed from the keyboard is no click outside the switch: close it here.
  const close = () => {
    if (drawerSwitch.current?.matches(":popover-open")) drawerSwitch.current.hidePopover();
  };
  // The browser hands focus back only from inside the switch; from a link, do it here.
  const giveFocusBack = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === "closed" && drawer.current?.contains(document.activeElement)) {
      menuButton.current?.focus();
    }
  };

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className="icon-button xl:hidden"
        aria-controls={DRAWER_ID}
        popoverTarget={SWITCH_ID}
      >
        <Icon icon={MENU} className="size-7" />
        <span className="sr-only">{frame.menu.open}</span>
      </button>
      <div
        id={SWITCH_ID}
        ref={drawerSwitch}
        popover="auto"
        className="drawer-switch"
        onToggle={giveFocusBack}
      >
        <button
          type="button"
          className="icon-button"
          popoverTarget={SWITCH_ID}
          popoverTargetAction="hide"
          autoFocus
        >
          <Icon icon={CLOSE} className="size-7" />
          <span className="sr-only">{frame.menu.close}</span>
        </button>
      </div>
      <nav ref={drawer} id={DRAWER_ID} aria-label={frame.menu.label} className="drawer">
        <div className="flex h-full flex-col gap-8 p-6 pt-25">
          <NavList
            links={links}
            onClick={close}
            className="flex flex-col gap-2"
            linkClassName="drawer-link"
          />
          <LanguageLinks
            pathname={pathname}
            onClick={close}
            className="drawer-link language-link"
          />
          <Link to={quote.to} onClick={close} className="button-primary">
            {quote.label}
          </Link>
        </div>
      </nav>
    </>
  );
}
