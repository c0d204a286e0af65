// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { AuthCallbackScreen } from "./auth-callback-screen.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState({}, "", "/");
});

describe("Google sign-in callback page", () => {
  it("says to sign in with the password when the development provider refused an account", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    window.history.replaceState({}, "", "/auth/callback?error=account_exists");
    renderInApp(AuthCallbackScreen);
    const error = await screen.findByTestId("auth-callback-error");
    expect(error.textContent).toContain(
      "This e-mail address already has a GameZone account with a password.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the general message for other errors", async () => {
    vi.stubGlobal("fetch", vi.fn());
    window.history.replaceState({}, "", "/auth/callback?error=access_denied");
    renderInApp(AuthCallbackScreen);
    const error = await screen.findByTestId("auth-callback-error");
    expect(error.textContent).toContain("Authentication failed. Please try again.");
  });
});
