/**
 * The contact form's one behaviour, from the first paint to the moment the page leaves it. React
 * renders the form's markup, every state it can show included (each marked with `shownWhen`), and
 * hands the form to `controlForm` once it owns the page; the build runs `controlFormAtPaint` as
 * soon as the page has painted (build-time/paint-first.ts), long before React has arrived, or if
 * it never does. Both reach the same controller: the first to come starts it, the other finds it.
 *
 * The controller keeps the fields and the shared draft alike (draft.ts), checks each field in the
 * page's words (field-check.ts), opens the folded project details when a field in them holds a
 * value or Send stops at one (nothing typed is ever out of sight), sends through this page view's
 * store of the one record (browser-store.ts) and shows what became of the send, as every tab and
 * page view sees it (machine.ts, formStatus). A press carries where the visit came from and
 * whether it looked automated: delivered all the same (docs/enquiry.md).
 */
import { enquiryStore, monotonicNow } from "./browser-store";
import { watchAnswers } from "./answer-watch";
import { deliverWhatWaits } from "./delivery";
import { getDraft, subscribeToDraft, updateDraft, valuesIn } from "./draft";
import { detailWordsIn } from "./email-params";
import { checkField, visitorToday } from "./field-check";
import { SEND_TIMEOUT_MS, type SendStatus, formStatus, sendingDeadline } from "./machine";
import {
  type Enquiry,
  type EnquiryFieldName,
  FASTEST_SEND_MS,
  FORM_MARKS,
  HONEYPOT,
  detailNames,
  enquiryFieldNames,
  tradesIn,
  tradesValue,
} from "./schema";
import { TRADE_PARAMETER } from "../content/pages.ts";
import { loadSdk } from "./transport";
import { visitSource } from "./visit-source";

/** What the form shows: the status of its send, or "getting-ready" until the controller runs. */
export type FormState = SendStatus | "getting-ready";

const SHOWN_WHEN = "data-shown-when";

/**
 * Marks an element shown in the given states only; the prerendered page shows what is marked
 * "getting-ready", the controller the rest. Nothing is written twice: each word is in the page
 * once, hidden while its state is not the form's.
 */
export const shownWhen = (...states: FormState[]) => ({
  [SHOWN_WHEN]: states.join(" "),
  hidden: !states.includes("getting-ready"),
  // What the page shows when React hydrates it is the controller's, since the paint.
  suppressHydrationWarning: true,
});

const running = new WeakMap<HTMLFormElement, () => void>();

/**
 * Runs the form until the returned function stops it: a ref callback, so React hands the form
 * over when it mounts it and stops it when it goes. The form already controlled (since the paint)
 * keeps its controller.
 */
export function controlForm(form: HTMLFormElement): () => void {
  const found = running.get(form);
  if (found) return found;
  const store = enquiryStore();
  const listening = new AbortController();
  const { signal } = listening;
  const part = <T extends Element>(name: keyof typeof FORM_MARKS) =>
    form.querySelector<T>(`[${FORM_MARKS[name]}]`)!;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const fold = form.querySelector("details");
  let firstKey: number | undefined;
  let shown: FormState = "getting-ready";
  let holdsDetail = false;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  // What was typed before the controller came joins the draft; the fields then show the draft.
  const typed = Object.entries(valuesIn(form)).filter(([, value]) => value !== "");
  if (typed.length > 0) updateDraft(Object.fromEntries(typed));
  // Arrived from a trade's page (?trade=…): that trade ticked, beside those already ticked.
  const asked = new URLSearchParams(location.search).get(TRADE_PARAMETER);
  if (asked) updateDraft({ trades: tradesValue([...tradesIn(getDraft().trades), asked]) });
  for (const field of form.querySelectorAll<HTMLInputElement>("input, textarea")) {
    if (field.type === "date") field.min = visitorToday();
    checkField(field);
  }
  // Fetched ahead: a press that meets a dropped connection is queued at the request.
  void loadSdk().catch(() => {});
  watchAnswers();
  // Send that stops at a refused detail opens the fold first: `invalid` does not bubble, so it is
  // caught on its way down; laid out at once, since WebKit focuses the refused field only if it
  // has a box when the event returns.
  fold?.addEventListener(
    "invalid",
    () => {
      fold.open = true;
      void fold.offsetHeight;
    },
    { capture: true, signal },
  );

  const show = () => {
    clearTimeout(deadline);
    const { record, view } = store.getSnapshot();
    const draft = getDraft();
    fillFields(form, draft);
    // A detail saved, restored or typed in another tab opens the fold; closed again, it stays so.
    const holding = detailNames.some((name) => draft[name] !== "");
    if (fold && holding && !holdsDetail) fold.open = true;
    holdsDetail = holding;
    const state: FormState = formStatus(record, view, draft, monotonicNow());
    for (const part of form.querySelectorAll<HTMLElement>(`[${SHOWN_WHEN}]`))
      part.hidden = !part.getAttribute(SHOWN_WHEN)!.split(" ").includes(state);
    button.disabled = state === "sending";
    part("replyAddress").textContent = record.latest?.words.email ?? "";
    if (state === "sent" && shown !== "sent") part<HTMLElement>("thanks").focus();
    if (state === "failed" && shown === "sending" && record.latest?.outcome !== "refused")
      console.error(`The enquiry could not be sent. ${noAnswer}`);
    shown = state;
    const due = sendingDeadline(record, view);
    if (state === "sending" && due !== undefined) deadline = setTimeout(show, due - monotonicNow());
  };

  form.addEventListener(
    "input",
    ({ target }) => {
      const field = target as HTMLInputElement;
      if (!isEnquiryField(field.name)) return;
      checkField(field);
      // A trade's box changes the whole list of ticked ones; any other field, its own value.
      updateDraft({ [field.name]: field.name === "trades" ? valuesIn(form).trades : field.value });
    },
    { signal },
  );
  // A character typed counts; a restored draft or autofill presses no key, Enter or Tab types none.
  const onKey = ({ target, key }: KeyboardEvent) =>
    key?.length === 1 && isEnquiryField((target as HTMLInputElement).name) && (firstKey ??= now());
  form.addEventListener("keydown", onKey, { signal });
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      const fast = firstKey !== undefined && now() - firstKey < FASTEST_SEND_MS;
      const automated = fast || Boolean(new FormData(form).get(HONEYPOT)) || undefined;
      const press = { source: visitSource(), automated };
      void store.press(getDraft(), { ...detailWordsIn(form)!, ...press });
    },
    { signal },
  );
  part("sendAnother").addEventListener(
    "click",
    () => {
      firstKey = undefined;
      store.dismiss();
      form.querySelector<HTMLElement>("input:not([tabindex])")?.focus();
    },
    { signal },
  );
  const unsubscribe = [store.subscribe(show), subscribeToDraft(show)];
  show();

  const stop = () => {
    running.delete(form);
    listening.abort();
    clearTimeout(deadline);
    unsubscribe.forEach((stopFollowing) => stopFollowing());
  };
  running.set(form, stop);
  return stop;
}

/** At the first paint: the page's form, if it has one; and what waits on this device, in any case. */
export function controlFormAtPaint(): void {
  deliverWhatWaits();
  const form = document.querySelector<HTMLFormElement>(`form[${FORM_MARKS.form}]`);
  if (form) controlForm(form);
}

const now = () => performance.now();

const noAnswer = `No answer within ${SEND_TIMEOUT_MS / 1000} s; the request goes on, and counts if it lands.`;

const isEnquiryField = (name: string): name is EnquiryFieldName =>
  (enquiryFieldNames as string[]).includes(name);

/** The fields as the draft has them; a field already saying so is left alone (and its caret). */
function fillFields(form: HTMLFormElement, draft: Enquiry): void {
  for (const name of enquiryFieldNames) {
    if (name === "trades") {
      const ticked = tradesIn(draft.trades) as string[];
      for (const box of form.querySelectorAll<HTMLInputElement>("input[name=trades]"))
        box.checked = ticked.includes(box.value);
      continue;
    }
    const field = form.elements.namedItem(name) as HTMLInputElement | null;
    if (!field || field.value === draft[name]) continue;
    field.value = draft[name];
    // A value the field cannot show (a saved day that does not exist) is refused, not hidden.
    checkField(field, draft[name]);
  }
}
