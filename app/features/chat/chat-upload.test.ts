import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadChatFile } from "./chat-upload.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("chat upload pre-check", () => {
  it("refuses a file whose name advertises top-ups or carries a link, without uploading it", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
    for (const name of ["free-diamonds.png", "www.evil.example.png", "r0bux\u200b.png"]) {
      expect(await uploadChatFile(image, name), name).toEqual({
        ok: false,
        notice: { key: "chat.errorTopUp" },
      });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's reason when an upload is refused with the error envelope", async () => {
    const message = "Too many uploads from this address. Try again in 10 minutes.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ success: false, message, code: "RATE_LIMITED" }, { status: 429 }),
      ),
    );
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
    expect(await uploadChatFile(image, "photo.png")).toEqual({
      ok: false,
      notice: { key: "chat.errorUploadFailed", reason: { raw: message } },
    });
  });
});
