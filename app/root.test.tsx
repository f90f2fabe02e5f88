import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { paths, words } from "../tests/support/site-facts";
import { ErrorBoundary } from "./root";

const { error } = words.en.frame;

describe("root error boundary", () => {
  it("shows the error page, not a blank screen, when a route throws while rendering", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: paths.home.en,
        ErrorBoundary: ErrorBoundary as never,
        Component() {
          throw new Error("broken section");
        },
      },
    ]);
    render(<Stub initialEntries={[paths.home.en]} />);
    expect(await screen.findByRole("heading", { level: 1, name: error.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: error.home }).getAttribute("href")).toBe(paths.home.en);
    expect(screen.getByRole("link", { name: error.contact }).getAttribute("href")).toBe(
      paths.contact.en,
    );
    expect(logged).toHaveBeenCalled();
  });
});
