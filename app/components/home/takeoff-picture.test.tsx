/**
 * The picture's quantity table names the trades the services list (the owner's words): whole
 * where they fit beside the quantity, cut with an ellipsis where a title the owner typed is longer.
 */
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TakeoffPicture } from "~/components/home/takeoff-picture";
import { trades as en } from "~/content/en/trades";
import { trades as fr } from "~/content/fr/trades";

const lines = (container: HTMLElement) =>
  [...container.querySelectorAll("text")].map((text) => text.textContent);

describe("the takeoff picture's table", () => {
  it.each([
    ["en", en],
    ["fr", fr],
  ] as const)("names the first trades of the services, whole (%s)", (language, words) => {
    const divisions = words.trades.flatMap((trade) => trade.divisions);
    const { container } = render(<TakeoffPicture divisions={divisions} language={language} />);
    for (const { number, title } of divisions.slice(0, 4))
      expect(lines(container)).toContain(`${number} ${title}`);
  });

  it("cuts a title too long for the room beside the quantity", () => {
    const long = { number: "28", title: "Electronic Safety and Security" };
    const { container } = render(<TakeoffPicture divisions={[long]} language="en" />);
    const [label] = lines(container);
    expect(label).toMatch(/^28 Electronic Safety.*…$/);
    expect(label!.length).toBeLessThanOrEqual(22);
  });
});
