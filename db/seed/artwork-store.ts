/**
 * Where the seed's generated artwork goes: the shop's file storage (the server's FileStorage
 * fits this shape; db/ may not import server/, so the caller hands it in). Keys are storage keys
 * such as `games/free-fire-wide.webp`, served as `/uploads/<key>`.
 */
export type ArtworkStore = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's size in bytes, or null when there is no such file. */
  sizeOf(key: string): Promise<number | null>;
  read(key: string): Promise<{ body: AsyncIterable<Buffer | string | Uint8Array> } | null>;
};

export async function hasArtwork(store: ArtworkStore, key: string): Promise<boolean> {
  return (await store.sizeOf(key)) !== null;
}

/** A stored file's bytes; it must exist (the seed reads back what it wrote). */
export async function readArtwork(store: ArtworkStore, key: string): Promise<Buffer> {
  const stored = await store.read(key);
  if (!stored) throw new Error(`artwork ${key} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
