// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "#contracts/accounts-rules.ts";
import { sendUpload, uploadFile } from "./upload-client.ts";

const isImage = (value: unknown): value is { image: string } =>
  typeof (value as { image?: unknown } | null)?.image === "string";

const session = (token: string) => ({
  success: true,
  token,
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user: { _id: "u1", name: "Ana", email: "ana@example.com", role: "admin" },
});

/** A stand-in XMLHttpRequest that answers each send from `answer` (by the bearer it got). */
function fakeXhr(answer: (authorization: string | null) => { status: number; body: unknown }) {
  const sent: { url: string; authorization: string | null; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    #url = "";
    #authorization: string | null = null;
    open(_method: string, url: string) {
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name === "authorization") this.#authorization = value;
    }
    send(form: FormData) {
      sent.push({ url: this.#url, authorization: this.#authorization, form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      const reply = answer(this.#authorization);
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("navigator", { ...navigator, locks: undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("upload client", () => {
  it("reports progress and, after a 401, refreshes once and sends the file again", async () => {
    localStorage.setItem(storageKeys.token, "old");
    vi.stubGlobal("fetch", async () => Response.json(session("new")));
    const sent = fakeXhr((authorization) =>
      authorization === "Bearer new"
        ? { status: 200, body: { success: true, data: { image: "/uploads/a.webp" } } }
        : { status: 401, body: { success: false, code: "UNAUTHORIZED", message: "Sign in" } },
    );
    const progress: number[] = [];
    const file = new File([new Uint8Array([1, 2])], "cover.png", { type: "image/png" });
    const result = await uploadFile("/api/admin/uploads?kind=game-cover", file, {
      onProgress: (fraction) => progress.push(fraction),
      reply: isImage,
    });
    expect(result).toEqual({ ok: true, value: { image: "/uploads/a.webp" } });
    expect(sent.map((request) => request.authorization)).toEqual(["Bearer old", "Bearer new"]);
    expect((sent[1]!.form.get("file") as File).name).toBe("cover.png");
    expect(progress).toEqual([0.5, 0.5]);
  });

  it("gives the server's refusal with its status, code and message", async () => {
    fakeXhr(() => ({
      status: 413,
      body: { success: false, code: "PAYLOAD_TOO_LARGE", message: "Too big" },
    }));
    const file = new File([new Uint8Array([1])], "a.png");
    expect(
      await uploadFile("/api/admin/uploads", file, { onProgress: () => {}, reply: isImage }),
    ).toEqual({ ok: false, status: 413, code: "PAYLOAD_TOO_LARGE", message: "Too big" });
  });

  it("sends without a token when asked, with the part's name, and gives the raw reply", async () => {
    localStorage.setItem(storageKeys.token, "t1");
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ error: "Not allowed" }, { status: 400 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const recording = new File([new Uint8Array([1])], "recording");
    const reply = await sendUpload("/api/upload", recording, {
      name: "voice.webm",
      signedIn: false,
    });
    expect(reply).toEqual({ status: 400, body: { error: "Not allowed" } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get("authorization")).toBeNull();
    expect(((init.body as FormData).get("file") as File).name).toBe("voice.webm");
  });

  it("treats a success of another shape as a failure", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ success: true, data: { path: 1 } }));
    const result = await uploadFile("/api/admin/uploads", new Blob([]), { reply: isImage });
    expect(result).toMatchObject({ ok: false, status: 500 });
  });
});
