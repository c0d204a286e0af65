import { describePlayer, playerKeyOf } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { maxSavedPlayersPerGame, type SavedPlayer } from "#contracts/repeat-buying.ts";
import type { Db, Executor } from "#db/client.ts";
import {
  deletePlayerAccount,
  selectPlayerAccounts,
  upsertPlayerAccount,
} from "./player-accounts.repository.ts";

/**
 * A member's saved player accounts: remembered when a line bought for them is delivered (the
 * order lifecycle calls `remember` inside that transaction), offered first in the buy panel,
 * listed and deleted in the settings. At most `maxSavedPlayersPerGame` per game: buying for a
 * new one drops the one used longest ago.
 */
export class PlayerAccountsService {
  readonly #db: Db;

  constructor(deps: { db: Db }) {
    this.#db = deps.db;
  }

  /** In the delivering transaction: saves the player, or marks it used now. */
  async remember(
    tx: Executor,
    account: {
      userId: string;
      gameId: string;
      fields: Record<string, string>;
      nickname: string | null;
    },
  ): Promise<void> {
    // A game without player fields has nothing to fill in again.
    if (Object.keys(account.fields).length === 0) return;
    await upsertPlayerAccount(
      tx,
      { ...account, playerKey: playerKeyOf(account.fields) },
      maxSavedPlayersPerGame,
    );
  }

  /** The member's saved accounts (of one game, or all), most recently used first. */
  async list(userId: string, gameId?: string): Promise<SavedPlayer[]> {
    const rows = await selectPlayerAccounts(this.#db, userId, gameId);
    return rows.map((row) => ({
      id: row.id,
      gameId: row.gameId,
      gameSlug: row.gameSlug,
      gameName: row.gameName,
      fields: row.fields,
      // Fields the game no longer asks for still show, in their stored order.
      playerDisplay:
        describePlayer(row.fields, row.fieldOrder) ||
        describePlayer(row.fields, Object.keys(row.fields)),
      nickname: row.nickname,
      lastUsedAt: row.lastUsedAt.toISOString(),
    }));
  }

  /** Forgets one of the member's saved accounts; anyone else's is "not found". */
  async delete(userId: string, id: string): Promise<void> {
    if (!(await deletePlayerAccount(this.#db, userId, id))) {
      throw new AppError("NOT_FOUND", "Saved player not found");
    }
  }
}
