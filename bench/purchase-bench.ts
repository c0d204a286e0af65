/**
 * Buying under load: 20 buyers check out concurrently (player check served from the recent
 * confirmations, order + lines + payment session in the database), then paid → delivered
 * latency with the sandbox supplier at zero latency: from the payment's confirmation to the
 * order reading "completed". The app must trust one proxy hop (each buyer its own address).
 */
const buyers = 20;
const password = "Bench-Buyer-Password-8";

let addressCounter = 50_000;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

// biome-ignore lint/suspicious/noExplicitAny: replies are checked by the API tests; the bench reads a few fields.
type Json = any;

async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; key?: string } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { "x-forwarded-for": nextAddress() };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.key) headers["idempotency-key"] = init.key;
  const reply = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: reply.status, body: (await reply.json()) as Json };
}

async function createBuyer(base: string, index: number): Promise<{ token: string; email: string }> {
  const email = `buyer.${Date.now().toString(36)}.${index}@example.com`;
  await call(base, "/api/users/signup/request", {
    method: "POST",
    body: { name: `Buyer ${index}`, email, dob: "1992-02-02", password, confirmPassword: password },
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const box = await call(base, `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const code = String(box.body.data?.[0]?.subject ?? "").match(/\d{6}/)?.[0];
    if (code) {
      await call(base, "/api/users/signup/verify", { method: "POST", body: { email, otp: code } });
      const login = await call(base, "/api/users/login", {
        method: "POST",
        body: { email, password },
      });
      return { token: String(login.body.token), email };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email}`);
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function benchPurchases(base: string) {
  const accounts = await Promise.all(
    Array.from({ length: buyers }, (_, i) => createBuyer(base, i)),
  );
  const game = await call(base, "/api/games/pubg-mobile");
  const packageId = String(game.body.data.packages[0]._id);
  const body = (email: string, index: number) => ({
    buyNow: {
      packageId,
      quantity: 1,
      player: { fields: { playerId: `81${String(index).padStart(4, "0")}2468` } },
    },
    paymentMethod: "card",
    email,
  });
  // Warm-up: each buyer's player confirmed once (as the game page's "Check player" does).
  await Promise.all(
    accounts.map((a, i) =>
      call(base, "/api/checkout", {
        method: "POST",
        token: a.token,
        key: `warm-${Date.now()}-${i}`,
        body: body(a.email, i),
      }),
    ),
  );

  // 20 concurrent buyers, 10 checkouts each (the checkout limit allows 20 per 10 minutes).
  const durations: number[] = [];
  const sessions: { orderId: string; redirectUrl: string; token: string }[] = [];
  let errors = 0;
  await Promise.all(
    accounts.map(async (account, i) => {
      for (let round = 0; round < 10; round += 1) {
        const begin = performance.now();
        const reply = await call(base, "/api/checkout", {
          method: "POST",
          token: account.token,
          key: `bench-${Date.now()}-${i}-${round}`,
          body: body(account.email, i),
        });
        durations.push(performance.now() - begin);
        if (reply.status !== 200) errors += 1;
        else sessions.push({ ...reply.body.data, token: account.token } as never);
      }
    }),
  );

  // Paid → delivered: pay 20 orders one after another, timing each until it reads completed.
  const latencies: number[] = [];
  for (const session of sessions.slice(0, 20)) {
    const sessionId = new URL(session.redirectUrl).pathname.split("/").pop();
    await call(base, `/api/sandbox/payments/${sessionId}/pay`, {
      method: "POST",
      body: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "Bench" },
    });
    const paidAt = performance.now();
    for (let poll = 0; poll < 1_000; poll += 1) {
      const order = await call(base, `/api/orders/${session.orderId}`, { token: session.token });
      if (order.body.data?.status === "completed") break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    latencies.push(performance.now() - paidAt);
  }
  return {
    checkouts: durations.length,
    checkoutP50: Math.round(percentile(durations, 50) * 10) / 10,
    checkoutP95: Math.round(percentile(durations, 95) * 10) / 10,
    checkoutErrors: errors,
    deliveredP50: Math.round(percentile(latencies, 50)),
    deliveredP95: Math.round(percentile(latencies, 95)),
  };
}
