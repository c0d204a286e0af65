import { createContext } from "react-router";
import type { AppLoadContext } from "#contracts/app-context.ts";

/** Router context key the server fills per request (see server/platform/ssr.ts). */
export const appContext = createContext<AppLoadContext>();
