import { describe, expect, it, vi } from "vitest";
import { paths, tradePaths } from "../../tests/support/site-facts";
import { NOTE_VISIT_SOURCE, forgetVisitSource, visitSource } from "./visit-source";

/** A page opened at `url`, reached from `referrer`: the head's inline script runs. */
function open(url: string, referrer = "") {
  history.replaceState(null, "", url);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  new Function(NOTE_VISIT_SOURCE)();
}

describe("where the visit came from", () => {
  it("is the first page's: its path, the referring site's host alone, and the campaign", () => {
    open(
      `${tradePaths[0]!.en}?utm_source=news&utm_medium=email&utm_campaign=fall&ref=x`,
      "https://www.google.com/search?q=bids",
    );
    expect(visitSource()).toEqual({
      page: tradePaths[0]!.en,
      referrer: "www.google.com",
      utm_source: "news",
      utm_medium: "email",
      utm_campaign: "fall",
    });
  });

  it("is kept from the first page: a page reached from the site itself or opened later changes nothing", () => {
    open(paths.faq.en);
    open(paths.contact.en, location.href);
    open(`${paths.home.fr}?utm_source=other`, "https://elsewhere.example/");
    expect(visitSource()).toEqual({ page: paths.faq.en });
  });

  it("is forgotten with the draft, and is unknown where the storage is unreadable", () => {
    open(paths.home.en);
    expect(visitSource()).toEqual({ page: paths.home.en });
    forgetVisitSource();
    expect(visitSource()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);

    open(paths.privacy.en);
    sessionStorage.setItem(sessionStorage.key(0)!, "{ not json");
    expect(visitSource()).toBeUndefined();
    vi.spyOn(globalThis, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(visitSource()).toBeUndefined();
    expect(forgetVisitSource).not.toThrow();
  });
});
