/**
 * The contact form's Send, live from the first paint rather than from hydration. On the pages with
 * the form, the build runs this module as soon as the page has painted (build-time/paint-first.ts),
 * long before React and the router (about 110 KB) have arrived and run. Until React owns the form,
 * a press here is the press React would make, through the same store of this page view: what the
 * form holds joins the draft and goes, once; React, once hydrated, shows what became of it.
 */
import { checkBlankFields } from "./blank-field";
import { enquiryStore } from "./browser-store";
import { followForm, getDraft } from "./draft";
import { HONEYPOT, SEND_BUTTON } from "./schema";

/** The root layout marks the page once React owns it (app/root.tsx): then the form is React's. */
const reactOwnsThePage = () => document.documentElement.hasAttribute("data-hydrated");

export function sendBeforeHydration(): void {
  const button = document.querySelector<HTMLButtonElement>(SEND_BUTTON);
  if (!button?.form || reactOwnsThePage()) return;
  const form = button.form;
  const { live = "", sending = "" } = button.dataset;
  followForm(form, reactOwnsThePage);
  checkBlankFields(form);
  button.textContent = live;
  button.disabled = false;
  form.addEventListener("submit", (event) => {
    if (reactOwnsThePage()) return;
    event.preventDefault();
    // React, while it hydrates the form, would take the same press a second time.
    event.stopPropagation();
    if (button.disabled || new FormData(form).get(HONEYPOT)) return;
    button.textContent = sending;
    button.disabled = true;
    void enquiryStore().press(getDraft());
  });
}
