/**
 * The optional project details wait in a fold (`<details>`), closed on a fresh visit: the four
 * fields the specification requires come first, and the page paints sooner without laying out the
 * rest. The fold opens by itself when a field in it holds a value (a saved draft, a form the
 * browser restored) and when Send stops at a value in it, before the browser shows that field and
 * says what is wrong: nothing the visitor typed is ever out of sight.
 */

/** The attribute that marks the fold, on the form's `<details>`. */
export const DETAILS_FOLD = "data-enquiry-details";

/** Opens the fold now if a field in it holds a value, and from now on whenever Send stops in it. */
export function openDetailsWhenNeeded(fold: HTMLDetailsElement): void {
  // `invalid` does not bubble, so it is caught on its way down. The same function every time: a
  // second call (React's, after the page's own script before hydration) adds no second listener.
  fold.addEventListener("invalid", openFold, { capture: true });
  if (holdsValue(fold)) fold.open = true;
}

function openFold(event: Event) {
  const fold = event.currentTarget as HTMLDetailsElement;
  fold.open = true;
  // Laid out now: WebKit focuses the refused field only if it has a box when the event returns.
  void fold.offsetHeight;
}

function holdsValue(fold: HTMLDetailsElement): boolean {
  return [...fold.querySelectorAll<HTMLInputElement>("input")].some((input) =>
    input.type === "checkbox" ? input.checked : input.value !== "",
  );
}
