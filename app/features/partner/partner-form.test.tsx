// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { PartnerForm } from "./partner-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill("Your name", "Ada Streamer");
  fill("Email", "Ada@Example.com");
  fill("Company or channel", "Pixel Guild");
  fill("Partnership type", "creator");
  fill("Message", "We run a channel about mobile games and want to talk.");
}

describe("partner form", () => {
  it("checks the fields with the API's schema, marks each wrong one and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(() => <PartnerForm />);
    fill("Email", "not-an-email");
    fill("Website (optional)", "javascript:alert(1)");
    fill("Message", "Too short");
    fireEvent.submit(screen.getByTestId("partner-form"));
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeTruthy();
    expect(screen.getByText("Please enter your name (up to 80 characters).")).toBeTruthy();
    expect(screen.getByText(/valid email address/)).toBeTruthy();
    expect(screen.getByText(/starting with http/)).toBeTruthy();
    expect(screen.getByText("Please choose a partnership type.")).toBeTruthy();
    expect(screen.getByText("Please write at least 20 characters.")).toBeTruthy();
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain("error");
    expect(fetchMock).not.toHaveBeenCalled();
    // Correcting a field clears its message.
    fill("Email", "ada@example.com");
    expect(screen.queryByText(/valid email address/)).toBeNull();
  });

  it("sends a valid enquiry and shows the success state", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: "Thanks!" }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(() => <PartnerForm />);
    fillValid();
    fireEvent.submit(screen.getByTestId("partner-form"));
    expect(await screen.findByText("Thanks! Your enquiry is on its way.")).toBeTruthy();
    expect(screen.getByText(/We sent a confirmation to ada@example.com/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/partner-enquiries");
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: "creator",
      language: "en",
      website: "",
    });
  });

  it("shows the server's limit message when it refuses", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: "RATE_LIMITED",
              message: "Too many attempts. Please try again in 60 minutes.",
            }),
            { status: 429 },
          ),
      ),
    );
    renderInApp(() => <PartnerForm />);
    fillValid();
    fireEvent.submit(screen.getByTestId("partner-form"));
    expect(
      await screen.findByText("Too many attempts. Please try again in 60 minutes."),
    ).toBeTruthy();
  });

  it("marks the fields the server refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: "VALIDATION_FAILED",
              message: "Company is required",
              issues: [{ field: "company", message: "Company is required" }],
            }),
            { status: 400 },
          ),
      ),
    );
    renderInApp(() => <PartnerForm />);
    fillValid();
    fireEvent.submit(screen.getByTestId("partner-form"));
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeTruthy();
    expect(screen.getByLabelText("Company or channel").getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("Please enter your company or channel name (up to 120 characters)."),
    ).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBeNull();
  });

  it("says so when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderInApp(() => <PartnerForm />);
    fillValid();
    fireEvent.submit(screen.getByTestId("partner-form"));
    expect(
      (await screen.findAllByText("Could not reach GameZone. Check your connection and try again."))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText("Thanks! Your enquiry is on its way.")).toBeNull();
  });
});
