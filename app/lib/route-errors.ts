import { data, isRouteErrorResponse } from "react-router";
import { type ErrorCode, isAppError, isErrorCode, statusForCode } from "#contracts/errors-rules.ts";

/** What a failed page carries to its error boundary, on the server and after hydration alike. */
export type RouteErrorData = { code: ErrorCode; message: string };

/**
 * Runs a loader's work; an AppError becomes a route error response with the status of its code,
 * so the page answers 404, 503... (not 500) and the browser's error boundary sees the code.
 */
export async function loadOrFail<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isAppError(error)) {
      throw data({ code: error.code, message: error.message } satisfies RouteErrorData, {
        status: statusForCode(error.code),
      });
    }
    throw error;
  }
}

/** Pages take their input through the API's own schemas; input they refuse is a missing page. */
export function parseOrNotFound<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw data(null, { status: 404 });
  return result.data;
}

/** A URL's query as the API's querystring parser sees it (repeated names become arrays). */
export function queryOf(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URL(url).searchParams) {
    const previous = query[name];
    query[name] =
      previous === undefined
        ? value
        : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

/** The error code a boundary shows: from the route error's data, else none. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (isRouteErrorResponse(error)) {
    const code = (error.data as { code?: unknown } | null)?.code;
    return isErrorCode(code) ? code : null;
  }
  return null;
}
