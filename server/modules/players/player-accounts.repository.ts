import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { games } from "#db/schema/catalogue.ts";
import { playerAccounts } from "#db/schema/players.ts";

export type SavedPlayerRow = {
  id: string;
  gameId: string;
  gameSlug: string;
  gameName: string;
  fieldOrder: string[];
  fields: Record<string, string>;
  nickname: string | null;
  lastUsedAt: Date;
};

/**
 * Saves the player (or moves its last use to now, with the newest nickname), then drops the
 * member's oldest accounts of that game beyond `keep`. Deliveries for one member and game take
 * turns (a transaction-scoped advisory lock on the pair): side by side, each pruned without
 * seeing the other's new row and more than `keep` stayed, or each waited on the row the other
 * had just written (a deadlock that rolled a delivery back).
 */
export async function upsertPlayerAccount(
  tx: Executor,
  values: {
    userId: string;
    gameId: string;
    fields: Record<string, string>;
    playerKey: string;
    nickname: string | null;
  },
  keep: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`gamezone:players:${values.userId}:${values.gameId}`}))`,
  );
  await tx
    .insert(playerAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [playerAccounts.userId, playerAccounts.gameId, playerAccounts.playerKey],
      set: {
        nickname: sql`coalesce(excluded.nickname, ${playerAccounts.nickname})`,
        lastUsedAt: sql`now()`,
      },
    });
  await tx.execute(sql`
    delete from player_accounts where id in (
      select id from player_accounts
      where user_id = ${values.userId} and game_id = ${values.gameId}
      order by last_used_at desc, created_at desc
      offset ${keep}
    )`);
}

export async function selectPlayerAccounts(
  db: Executor,
  userId: string,
  gameId: string | undefined,
): Promise<SavedPlayerRow[]> {
  const rows = await db
    .select({
      id: playerAccounts.id,
      gameId: playerAccounts.gameId,
      gameSlug: games.slug,
      gameName: games.title,
      fieldDefinitions: games.playerIdFields,
      fields: playerAccounts.fields,
      nickname: playerAccounts.nickname,
      lastUsedAt: playerAccounts.lastUsedAt,
    })
    .from(playerAccounts)
    .innerJoin(games, eq(games.id, playerAccounts.gameId))
    .where(
      and(
        eq(playerAccounts.userId, userId),
        gameId ? eq(playerAccounts.gameId, gameId) : undefined,
      ),
    )
    .orderBy(desc(playerAccounts.lastUsedAt), desc(playerAccounts.createdAt));
  return rows.map(({ fieldDefinitions, ...row }) => ({
    ...row,
    fieldOrder: fieldDefinitions.map((field) => field.key),
  }));
}

/** Deletes one of the member's saved accounts; false when it is not theirs (or not there). */
export async function deletePlayerAccount(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(playerAccounts)
    .where(and(eq(playerAccounts.id, id), eq(playerAccounts.userId, userId)))
    .returning({ id: playerAccounts.id });
  return deleted.length > 0;
}
