import type { FastifySchemaCompiler } from "fastify";

/**
 * Every string a client sends is brought to Unicode NFC before any schema rule sees it: "é" typed
 * as "e" + a combining accent and "é" typed as one character are then the same name, the same
 * search and the same slug, and no length, pattern or moderation rule can be passed by writing a
 * text in its decomposed form. Identifiers go further in their own schemas (e-mail addresses and
 * player IDs use NFKC, so full-width "１２３" is "123").
 *
 * Done inside the validator rather than in a hook: it runs only where a route has a schema (so
 * the cached catalogue reads pay nothing), and always before that schema's rules.
 */
export function withNormalizedInput<T>(
  compile: FastifySchemaCompiler<T>,
): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compile(route);
    // Headers are ASCII by HTTP's rules; parameters, query strings and bodies are the client's text.
    if (route.httpPart === "headers") return validate;
    return (data) => validate(normalizeStrings(data));
  };
}

/**
 * The value with every string in it (array items and object values, at any depth) in NFC. The
 * freshly parsed request data is changed in place; the walk uses its own stack, so a deeply
 * nested body cannot exhaust the call stack.
 */
export function normalizeStrings(data: unknown): unknown {
  if (typeof data === "string") return data.normalize("NFC");
  if (data === null || typeof data !== "object" || !isPlain(data)) return data;
  const pending: object[] = [data];
  for (let container = pending.pop(); container; container = pending.pop()) {
    const record = container as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === "string") {
        const normalized = value.normalize("NFC");
        if (normalized !== value) record[key] = normalized;
      } else if (value !== null && typeof value === "object" && isPlain(value)) {
        pending.push(value);
      }
    }
  }
  return data;
}

/** Only what JSON, a query string or a form can produce; never a Buffer or a file stream. */
function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}
