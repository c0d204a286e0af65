import { callApi } from "#app/lib/api-client.ts";
import { buyingApiPaths } from "#app/lib/buying/buying-paths.ts";
import type { PlayerCheck } from "./buy-rules.ts";

function isNicknameReply(value: unknown): value is { nickname: string } {
  return typeof (value as { nickname?: unknown } | null)?.nickname === "string";
}

/** What a failed buying call means for the player check (the server re-checks on every add). */
export function checkFromFailure(failure: {
  status: number;
  code: string | undefined;
  message: string | undefined;
}): PlayerCheck {
  if (failure.code === "PLAYER_NOT_FOUND") return { state: "notFound" };
  if (failure.code === "SUPPLIER_UNAVAILABLE" || failure.status === 503) {
    return { state: "unavailable" };
  }
  return { state: "failed", message: failure.message };
}

/** Asks the supplier (through the shop) whether the player exists; guests may ask too. */
export async function checkPlayer(
  gameId: string,
  fields: Record<string, string>,
): Promise<PlayerCheck> {
  try {
    const result = await callApi(buyingApiPaths.validatePlayer, {
      method: "POST",
      body: { gameId, fields },
      reply: isNicknameReply,
    });
    return result.ok
      ? { state: "found", nickname: result.value.nickname }
      : checkFromFailure(result);
  } catch {
    return { state: "failed" };
  }
}
