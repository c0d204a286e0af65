import { playerIdPatternProblem } from "#contracts/admin-catalogue-rules.ts";
import { checkPlayerFields, playerKeyOf } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Purchasable } from "#server/modules/catalogue/catalogue.service.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import type { TopUpSupplier } from "#server/platform/supplier/top-up-supplier.ts";

type GameForPlayers = Pick<Purchasable, "gameSlug" | "deliveryKind" | "playerIdFields">;

/** A confirmed nickname is trusted this long before the supplier is asked again. */
const nicknameLifetimeMs = 10 * 60_000;
const maxRemembered = 10_000;

type PlayerIdFieldRule = GameForPlayers["playerIdFields"][number];

/**
 * A field whose stored pattern the admin check refuses (saved before the check knew its shape,
 * or written to the database directly) is checked without it: such a pattern can take seconds
 * or more on one near-miss value, and the regular expression engine blocks the whole process
 * meanwhile. The supplier still confirms the player.
 */
function withoutUnsafePattern(field: PlayerIdFieldRule): PlayerIdFieldRule {
  if (!field.pattern || playerIdPatternProblem(field.pattern) === null) return field;
  const { pattern: _unsafe, ...rest } = field;
  return rest;
}

/**
 * Player checks: the values are checked against the game's fields, then the supplier confirms
 * the account and names it. Nothing can be bought for a player the supplier has not confirmed;
 * when the supplier cannot answer, the error says so (fail closed, never "probably fine").
 */
export class PlayersService {
  readonly #supplier: TopUpSupplier;
  readonly #clock: Clock;
  readonly #confirmed = new Map<string, { nickname: string; until: number }>();

  constructor(deps: { supplier: TopUpSupplier; clock: Clock }) {
    this.#supplier = deps.supplier;
    this.#clock = deps.clock;
  }

  /**
   * The checked fields and the nickname (null for code deliveries, which need no player). Throws VALIDATION_FAILED, PLAYER_NOT_FOUND or SUPPLIER_UNAVAILABLE.
   */
  async confirm(
    game: GameForPlayers,
    values: Record<string, string>,
  ): Promise<{ fields: Record<string, string>; nickname: string | null }> {
    const checked = checkPlayerFields(game.playerIdFields.map(withoutUnsafePattern), values);
    if (!checked.ok) {
      throw new AppError("VALIDATION_FAILED", Object.values(checked.errors).join(". "));
    }
    // Codes go to the buyer, not to a player account: its fields (a card region) are checked,
    // there is no account for the supplier to confirm.
    if (game.deliveryKind === "code") return { fields: checked.fields, nickname: null };
    const key = `${game.gameSlug}:${playerKeyOf(checked.fields)}`;
    const now = this.#clock.now();
    const known = this.#confirmed.get(key);
    if (known && known.until > now) return { fields: checked.fields, nickname: known.nickname };
    const { nickname } = await this.#supplier.validatePlayer({
      game: game.gameSlug,
      fields: checked.fields,
    });
    if (this.#confirmed.size >= maxRemembered) this.#confirmed.clear();
    this.#confirmed.set(key, { nickname, until: now + nicknameLifetimeMs });
    return { fields: checked.fields, nickname };
  }
}
