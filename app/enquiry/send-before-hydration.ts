/**
 * The contact form, live from the first paint rather than from hydration. On the pages with the
 * form, the build runs this module as soon as the page has painted (build-time/paint-first.ts),
 * long before React and the router (about 110 KB) have arrived and run, or if they never do. Until
 * React owns the form, a press here is the press React would make, through the same store of this
 * page view: what the form holds joins the draft and goes, once; and the form shows what became
 * of it as React would (the thank-you, the error at 15 s, queued), in the words its status line
 * carries, while what waits on this device goes as soon as it can (delivery.ts).
 */
import { checkFields } from "./field-check";
import { enquiryStore, monotonicNow } from "./browser-store";
import { deliverWhatWaits } from "./delivery";
import { DETAILS_FOLD, openDetailsWhenNeeded } from "./details-fold";
import { followForm, getDraft, subscribeToDraft } from "./draft";
import { formStatus, sendingDeadline } from "./machine";
import { detailWordsIn } from "./email-params";
import { HONEYPOT, REPLY_ADDRESS, SEND_BUTTON, STATUS_LINE_SELECTOR } from "./schema";
import { loadSdk } from "./transport";

/** The root layout marks the page once React owns it (app/root.tsx): then the form is React's. */
const reactOwnsThePage = () => document.documentElement.hasAttribute("data-hydrated");

export function sendBeforeHydration(): void {
  deliverWhatWaits();
  const button = document.querySelector<HTMLButtonElement>(SEND_BUTTON);
  if (!button?.form || reactOwnsThePage()) return;
  const form = button.form;
  const line = form.querySelector<HTMLElement>(STATUS_LINE_SELECTOR);
  const { live = "", sending = "" } = button.dataset;
  const store = enquiryStore();
  followForm(form, reactOwnsThePage);
  checkFields(form);
  const fold = form.querySelector<HTMLDetailsElement>(`details[${DETAILS_FOLD}]`);
  if (fold) openDetailsWhenNeeded(fold);
  // Fetched ahead, as the form does once hydrated: a press that meets a dropped connection is
  // queued at the request, and goes when it is back.
  void loadSdk().catch(() => {});

  let deadline: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    clearTimeout(deadline);
    if (reactOwnsThePage()) return stop();
    const { record, view } = store.getSnapshot();
    const status = formStatus(record, view, getDraft(), monotonicNow());
    button.textContent = status === "sending" ? sending : live;
    button.disabled = status === "sending";
    if (line) {
      const words = line.dataset[status] ?? "";
      line.textContent = words.replace(REPLY_ADDRESS, record.latest?.words.email ?? "");
    }
    // Delivered: the draft is empty, and so is the form, as React's "Send another message" leaves it.
    if (status === "sent") form.reset();
    const due = sendingDeadline(record, view);
    if (status === "sending" && due !== undefined) {
      deadline = setTimeout(show, due - monotonicNow());
    }
  };
  const following = [store.subscribe(show), subscribeToDraft(show)];
  const stop = () => following.forEach((unsubscribe) => unsubscribe());
  show();

  form.addEventListener("submit", (event) => {
    if (reactOwnsThePage()) return;
    event.preventDefault();
    // React, while it hydrates the form, would take the same press a second time.
    event.stopPropagation();
    if (button.disabled || new FormData(form).get(HONEYPOT)) return;
    void store.press(getDraft(), detailWordsIn(form));
  });
}
