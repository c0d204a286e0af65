import { sendUpload, type UploadReply } from "#app/lib/upload-client.ts";
import { type ChatFile, uploadReplySchema } from "#contracts/chat.ts";
import { checkChatFile, checkChatFileName } from "#contracts/chat-rules.ts";
import { errorEnvelopeSchema } from "#contracts/errors.ts";
import { type ChatNotice, noticeForText, uploadFailed } from "./chat-notices.ts";

export type UploadResult = { ok: true; file: ChatFile } | { ok: false; notice: ChatNotice };

/** The type without parameters: MediaRecorder reports "audio/webm;codecs=opus". */
export function baseTypeOf(type: string): string {
  return type.split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * Sends one attachment to POST /api/upload (multipart field `file`, no sign-in needed). The
 * type, size and name are checked here first, to answer at once; the server decides by the
 * content.
 */
export async function uploadChatFile(file: Blob, name: string): Promise<UploadResult> {
  const verdict = checkChatFile({ mimeType: baseTypeOf(file.type), size: file.size });
  if (!verdict.ok) return { ok: false, notice: noticeForText(verdict.message) };
  // The name is shown to the room: it passes the message rules (the server checks it again).
  const named = checkChatFileName(name);
  if (!named.ok) return { ok: false, notice: noticeForText(named.message) };
  let response: UploadReply;
  try {
    response = await sendUpload("/api/upload", file, { name, signedIn: false });
  } catch {
    return {
      ok: false,
      notice: uploadFailed({ key: "chat.uploadStatus", values: { status: "network" } }),
    };
  }
  const { body } = response;
  const parsed = uploadReplySchema.safeParse(body);
  if (parsed.success && "error" in parsed.data) {
    return { ok: false, notice: uploadFailed(noticeForText(parsed.data.error)) };
  }
  // Refusals that are not the upload's own (the byte budget, a full image queue, a broken
  // body) come in the shared error envelope: its message says what happened.
  const envelope = errorEnvelopeSchema.safeParse(body);
  const refused = response.status < 200 || response.status >= 300;
  if (refused && envelope.success) {
    return { ok: false, notice: uploadFailed(noticeForText(envelope.data.message)) };
  }
  if (refused) {
    return {
      ok: false,
      notice: uploadFailed({ key: "chat.uploadStatus", values: { status: response.status } }),
    };
  }
  if (!parsed.success || !("file" in parsed.data)) {
    return { ok: false, notice: uploadFailed({ key: "chat.invalidResponse" }) };
  }
  return { ok: true, file: parsed.data.file };
}
