import { createContext } from "react-router";
import type { AppServices, RequestValues } from "#contracts/app-context.ts";

/** Router context keys the server fills (server/platform/ssr.ts reads them from entry.server). */
export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestValues>();
