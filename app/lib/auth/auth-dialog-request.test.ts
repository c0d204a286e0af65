import { describe, expect, it, vi } from "vitest";
import {
  onAuthDialogRequest,
  onAuthDialogWanted,
  requestAuthDialog,
} from "./auth-dialog-request.ts";

describe("auth dialog requests", () => {
  it("keep a request made before the dialog's owner listens, wake it, and hand the request over once", () => {
    const wake = vi.fn();
    const stopWaking = onAuthDialogWanted(wake);
    requestAuthDialog("signup");
    expect(wake).toHaveBeenCalledTimes(1);

    const listener = vi.fn();
    const stop = onAuthDialogRequest(listener);
    expect(listener).toHaveBeenCalledExactlyOnceWith("signup");

    // Once listening, requests go straight to the owner and wake nobody.
    requestAuthDialog("login");
    expect(listener).toHaveBeenLastCalledWith("login");
    expect(wake).toHaveBeenCalledTimes(1);

    stop();
    stopWaking();
    // A second owner does not receive the requests already delivered.
    const later = vi.fn();
    const stopLater = onAuthDialogRequest(later);
    expect(later).not.toHaveBeenCalled();
    stopLater();
  });
});
