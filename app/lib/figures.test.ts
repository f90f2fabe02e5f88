import { describe, expect, it } from "vitest";
import { figures } from "~/content/site";
import { formatFigure } from "./figures";

const successRate = figures.find((figure) => figure.id === "successRate")!;

describe("formatFigure", () => {
  it("writes a percentage as English writes it", () => {
    expect(formatFigure(successRate, 98, "en")).toBe("98%");
  });

  it("writes a percentage as Canadian French writes it, with a non-breaking space", () => {
    expect(formatFigure(successRate, 98, "fr-CA")).toBe("98\u00a0%");
  });

  it("writes a count as a whole number while it counts", () => {
    expect(formatFigure(figures[0]!, 46.6, "fr-CA")).toBe("47");
  });
});
