import { useCallback, useEffect, useRef, useState } from "react";
import { type ChatNotice, chatClientNotices } from "./chat-notices.ts";

/** idle → recording (the button pulses red, the text input is disabled) → stopped. */
export type RecorderState = "idle" | "recording" | "stopped";

function noticeForMicrophoneError(error: unknown): ChatNotice {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return chatClientNotices.micDenied;
  if (name === "NotFoundError" || name === "OverconstrainedError") {
    return chatClientNotices.micMissing;
  }
  return chatClientNotices.micStartFailed;
}

/**
 * A voice message from the microphone with MediaRecorder. When stopped, the recording is handed
 * to `onRecorded` (the composer uploads it and keeps it as the pending attachment); failures go
 * to `onError` with the product's microphone texts.
 */
export function useVoiceRecorder(options: {
  onRecorded: (recording: Blob) => void;
  onError: (notice: ChatNotice) => void;
}) {
  const [state, setState] = useState<RecorderState>("idle");
  const recorder = useRef<MediaRecorder | null>(null);
  const unmounted = useRef(false);
  const callbacks = useRef(options);
  callbacks.current = options;

  const releaseMicrophone = useCallback(() => {
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
  }, []);

  const start = useCallback(async () => {
    if (recorder.current) return;
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("no getUserMedia");
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      callbacks.current.onError(noticeForMicrophoneError(error));
      return;
    }
    let media: MediaRecorder;
    try {
      media = new MediaRecorder(stream);
    } catch {
      for (const track of stream.getTracks()) track.stop();
      callbacks.current.onError(chatClientNotices.micStartFailed);
      return;
    }
    const chunks: Blob[] = [];
    media.addEventListener("dataavailable", (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    media.addEventListener("stop", () => {
      releaseMicrophone();
      recorder.current = null;
      if (unmounted.current) return;
      const recording = new Blob(chunks, { type: media.mimeType || "audio/webm" });
      if (recording.size === 0) {
        setState("idle");
        callbacks.current.onError(chatClientNotices.recordingFailed);
        return;
      }
      setState("stopped");
      callbacks.current.onRecorded(recording);
    });
    media.addEventListener("error", () => {
      releaseMicrophone();
      recorder.current = null;
      setState("idle");
      callbacks.current.onError(chatClientNotices.recordingFailed);
    });
    recorder.current = media;
    try {
      media.start();
      setState("recording");
    } catch {
      releaseMicrophone();
      recorder.current = null;
      callbacks.current.onError(chatClientNotices.micStartFailed);
    }
  }, [releaseMicrophone]);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  /** Back to idle once the recording was sent or thrown away. */
  const reset = useCallback(() => setState("idle"), []);

  // Leaving the chat mid-recording turns the microphone off.
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      const media = recorder.current;
      if (media && media.state !== "inactive") media.stop();
      releaseMicrophone();
    };
  }, [releaseMicrophone]);

  return { state, start, stop, reset };
}
