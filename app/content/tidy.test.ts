import { describe, expect, it } from "vitest";
import { tidied, tidiedText } from "./tidy.ts";

describe("what the build corrects by itself", () => {
  it("trims every text, in every language", () => {
    expect(tidied({ a: "  Send us your plans. ", b: [" x "] }, "en")).toEqual({
      a: "Send us your plans.",
      b: ["x"],
    });
  });

  it("sets French as the OQLF writes it: ’, a non-breaking space before : % » and after «", () => {
    expect(tidiedText("L'estimation : 98 % des « soumissions »", "fr")).toBe(
      "L’estimation\u00a0: 98\u00a0% des «\u00a0soumissions\u00a0»",
    );
    expect(tidiedText("Prêt :oui", "fr")).toBe("Prêt\u00a0:oui");
    expect(tidiedText("Vraiment ? Oui ! Bien ; merci", "fr")).toBe("Vraiment? Oui! Bien; merci");
  });

  it("leaves what is already right, English typography and web addresses alone", () => {
    const french = "L’estimation\u00a0: 98\u00a0%";
    expect(tidiedText(french, "fr")).toBe(french);
    expect(tidiedText("Plans: send them? Yes! 98%", "en")).toBe("Plans: send them? Yes! 98%");
    expect(tidiedText("https://example.com/l'plan", "fr")).toBe("https://example.com/l'plan");
    expect(tidiedText("Voir https://example.com", "fr")).toBe("Voir https://example.com");
  });
});
