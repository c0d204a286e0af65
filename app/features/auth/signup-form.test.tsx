// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { SignupForm } from "./signup-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("signup form", () => {
  it("shows 'Passwords do not match' and sends nothing; typing clears it", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(() => <SignupForm />);
    fill("Name", "Ana");
    fill("Email", "ana@example.com");
    fill("Date of birth", "2000-01-02");
    fill("Password", "secret-1");
    fill("Confirm password", "secret-2");
    fireEvent.submit(screen.getByTestId("signup-form"));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
    fill("Confirm password", "secret-1");
    expect(screen.queryByText("Passwords do not match")).toBeNull();
  });

  it("shows the network error when the request cannot be sent", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    renderInApp(() => <SignupForm />);
    fill("Name", "Ana");
    fill("Email", "ana@example.com");
    fill("Date of birth", "2000-01-02");
    fill("Password", "secret-1");
    fill("Confirm password", "secret-1");
    fireEvent.submit(screen.getByTestId("signup-form"));
    expect(await screen.findByText("Failed to send signup request")).toBeTruthy();
  });
});
