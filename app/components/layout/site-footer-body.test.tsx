// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { SiteFooterBody } from "./site-footer-body.tsx";

afterEach(cleanup);

describe("the footer's support links", () => {
  it("leaves out the WhatsApp and community links while they are not configured", () => {
    renderInApp(() => (
      <SiteFooterBody
        lang="en"
        supportEmail="help@shop.example"
        whatsappUrl={null}
        communityUrl={null}
        paymentMethods={["card"]}
      />
    ));
    expect(screen.queryByTestId("footer-whatsapp")).toBeNull();
    expect(screen.queryByTestId("footer-community")).toBeNull();
    expect(screen.queryByText("Chat with support")).toBeNull();
    // The e-mail contact stays.
    expect(screen.getByText("Email support").closest("a")?.getAttribute("href")).toBe(
      "mailto:help@shop.example",
    );
  });

  it("shows each configured link, opening in a new tab", () => {
    renderInApp(() => (
      <SiteFooterBody
        lang="en"
        supportEmail="help@shop.example"
        whatsappUrl="https://wa.me/6591234567"
        communityUrl="https://discord.gg/gamezone"
        paymentMethods={["card", "ewallet"]}
      />
    ));
    const whatsapp = screen.getByTestId("footer-whatsapp");
    expect(whatsapp.getAttribute("href")).toBe("https://wa.me/6591234567");
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(whatsapp.getAttribute("rel")).toContain("noopener");
    expect(screen.getByTestId("footer-community").getAttribute("href")).toBe(
      "https://discord.gg/gamezone",
    );
  });
});
