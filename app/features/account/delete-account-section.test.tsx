// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("delete account", () => {
  it("enables the delete button only for the exact word DELETE", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(() => <DeleteAccountSection onResult={() => {}} />);
    fireEvent.click(screen.getByTestId("delete-account"));
    const input = await screen.findByTestId("delete-confirm-input");
    const button = () => screen.getByTestId("delete-confirm") as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    for (const attempt of ["delete", "DELETE ", "DELET"]) {
      fireEvent.change(input, { target: { value: attempt } });
      expect(button().disabled).toBe(true);
    }
    fireEvent.change(input, { target: { value: "DELETE" } });
    expect(button().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
