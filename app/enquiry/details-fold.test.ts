import { afterEach, describe, expect, it } from "vitest";
import { DETAILS_FOLD, openDetailsWhenNeeded } from "./details-fold";

/** A closed fold as the form has it, with a text field and a box; `fill` sets their values. */
function fold(fill: (text: HTMLInputElement, box: HTMLInputElement) => void = () => {}) {
  const details = document.body.appendChild(document.createElement("details"));
  details.setAttribute(DETAILS_FOLD, "");
  const text = details.appendChild(document.createElement("input"));
  const box = details.appendChild(document.createElement("input"));
  box.type = "checkbox";
  fill(text, box);
  return { details, text };
}

afterEach(() => document.body.replaceChildren());

describe("the project details' fold", () => {
  it("stays closed when none of its fields holds a value", () => {
    const { details } = fold();
    openDetailsWhenNeeded(details);
    expect(details.open).toBe(false);
  });

  it("opens when a field in it holds a value, typed or ticked", () => {
    const typed = fold((text) => (text.value = "Harbour Builders")).details;
    const ticked = fold((_, box) => (box.checked = true)).details;
    openDetailsWhenNeeded(typed);
    openDetailsWhenNeeded(ticked);
    expect([typed.open, ticked.open]).toEqual([true, true]);
  });

  it("opens whenever Send stops at a field in it, even after the visitor closed it", () => {
    const { details, text } = fold();
    openDetailsWhenNeeded(details);
    text.dispatchEvent(new Event("invalid"));
    expect(details.open).toBe(true);
    details.open = false;
    text.dispatchEvent(new Event("invalid"));
    expect(details.open).toBe(true);
  });
});
