import { fireEvent } from "@testing-library/dom";
import { tradesIn } from "../../app/enquiry/schema.ts";

/**
 * Types into the form as a visitor does, for jsdom: each field's value with its input event; the
 * trades by clicking their boxes until just those named are ticked. Empty values of fields still
 * empty are left alone.
 */
export function typeIntoForm(form: HTMLFormElement, values: Partial<Record<string, string>>): void {
  for (const [name, value = ""] of Object.entries(values)) {
    if (name === "trades") {
      for (const box of form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
        if (box.checked !== tradesIn(value).includes(box.value as never)) fireEvent.click(box);
      }
      continue;
    }
    const field = form.elements.namedItem(name) as HTMLInputElement;
    if (field.value !== value) fireEvent.input(field, { target: { value } });
  }
}
