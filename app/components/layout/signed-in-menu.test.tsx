// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readToken } from "#app/lib/auth/auth-read.ts";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { MobileAccountEntries, ProfileMenu } from "./signed-in-menu.tsx";

const member = {
  known: true,
  loggedIn: true,
  role: "user",
  userName: "Nova",
  adminRole: null,
} as const;

beforeEach(() => {
  localStorage.setItem("token", "member-token");
  localStorage.setItem("role", "user");
  localStorage.setItem("userName", "Nova");
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the header's Logout", () => {
  it("asks first; Cancel keeps the member signed in and calls nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(() => <ProfileMenu auth={member} />);
    fireEvent.click(screen.getByTestId("user-menu"));
    fireEvent.click(screen.getByTestId("user-menu-logout"));
    const dialog = await screen.findByTestId("logout-dialog");
    expect(dialog.textContent).toContain("Log out?");
    fireEvent.click(screen.getByTestId("logout-cancel"));
    await waitFor(() => expect(screen.queryByTestId("logout-dialog")).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readToken()).toBe("member-token");
    // The focus is back on the menu's button, where the keyboard left it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("user-menu")));
    // Still the member's menu, with their name.
    expect(screen.getByTestId("user-name").textContent).toBe("Nova");
  });

  it("logs out once confirmed, from the phone menu too", async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ success: true, message: "ok" }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(() => <MobileAccountEntries auth={member} onChosen={() => {}} />);
    fireEvent.click(screen.getByTestId("mobile-logout"));
    await screen.findByTestId("logout-dialog");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("logout-confirm"));
    await waitFor(() => expect(readToken()).toBeNull());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("logout");
  });
});
