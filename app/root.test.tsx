import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

describe("root error boundary", () => {
  it("shows the error page, not a blank screen, when a route throws while rendering", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary: ErrorBoundary as never,
        Component() {
          throw new Error("broken section");
        },
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe(
      "/",
    );
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe(
      "/contact-us",
    );
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
