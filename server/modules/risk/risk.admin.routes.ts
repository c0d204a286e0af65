import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#contracts/errors.ts";
import {
  blocklistEntryReplySchema,
  blocklistIdParamsSchema,
  blocklistInputSchema,
  blocklistReplySchema,
  riskDeleteReplySchema,
  riskRuleIdParamsSchema,
  riskRuleInputSchema,
  riskRuleListReplySchema,
  riskRuleReplySchema,
} from "#contracts/risk.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import type { RiskService } from "./risk.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/** The staff API of fraud rules and blocklists: every write one transaction with its audit. */
export const riskAdminRoutes: FastifyPluginAsyncZod<{ risk: RiskService }> = async (
  app,
  { risk },
) => {
  const tags = ["admin"];
  const read = { access: "admin", permission: "risk.read" } as const;
  const write = { access: "admin", permission: "risk.write" } as const;

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/risk-rules",
    {
      config: read,
      schema: {
        tags,
        summary: "The rules that hold paid orders for review, in the order they are checked",
        response: { 200: riskRuleListReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { rules: await risk.listRules() } }),
  );

  app.post(
    "/admin/risk-rules",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a rule",
        description:
          "velocity: more than maxOrders paid orders, or more than maxCents, within windowMinutes from one scope (account, email, address, player) holds the order. first_order: a buyer's first paid order above maxCents is held.",
        body: riskRuleInputSchema,
        response: { 200: riskRuleReplySchema, ...errors },
      },
    },
    async (request) => {
      const rule = await risk.createRule(request.body, adminActorOf(request));
      return { success: true as const, message: `${rule.name} added`, data: { rule } };
    },
  );

  app.put(
    "/admin/risk-rules/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change a rule (active false switches it off)",
        params: riskRuleIdParamsSchema,
        body: riskRuleInputSchema,
        response: { 200: riskRuleReplySchema, ...errors },
      },
    },
    async (request) => {
      const rule = await risk.updateRule(request.params.id, request.body, adminActorOf(request));
      return { success: true as const, message: `${rule.name} saved`, data: { rule } };
    },
  );

  app.delete(
    "/admin/risk-rules/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a rule (orders it held stay held)",
        params: riskRuleIdParamsSchema,
        response: { 200: riskDeleteReplySchema, ...errors },
      },
    },
    async (request) => {
      await risk.removeRule(request.params.id, adminActorOf(request));
      return { success: true as const, message: "Rule deleted", data: { id: request.params.id } };
    },
  );

  app.get(
    "/admin/blocklist",
    {
      config: read,
      schema: {
        tags,
        summary: "Blocked e-mails, e-mail domains, player accounts and addresses",
        response: { 200: blocklistReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { entries: await risk.listBlocklist() } }),
  );

  app.post(
    "/admin/blocklist",
    {
      config: write,
      schema: {
        tags,
        summary: "Block an e-mail, an e-mail domain, a player account or an address",
        description:
          "Values are normalised: e-mails NFKC-folded and lower-case, domains lower-case without '@', players as the order shows their ID. 409 when the entry exists.",
        body: blocklistInputSchema,
        response: { 200: blocklistEntryReplySchema, ...errors },
      },
    },
    async (request) => {
      const entry = await risk.addBlocklistEntry(request.body, adminActorOf(request));
      return { success: true as const, message: `${entry.value} blocked`, data: { entry } };
    },
  );

  app.delete(
    "/admin/blocklist/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Remove a blocklist entry",
        params: blocklistIdParamsSchema,
        response: { 200: riskDeleteReplySchema, ...errors },
      },
    },
    async (request) => {
      await risk.removeBlocklistEntry(request.params.id, adminActorOf(request));
      return { success: true as const, message: "Entry removed", data: { id: request.params.id } };
    },
  );
};
