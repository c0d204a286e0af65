import autocannon from "autocannon";

/**
 * Logins under load: 4 clients log in back to back (argon2id verify, session insert, token
 * signing) while autocannon reads /api/games, to show that password hashing runs off the event
 * loop (the catalogue's p99 must stay low). Accounts are made through the real sign-up API
 * first. The app must trust one proxy hop: each login comes "from" its own client address
 * (X-Forwarded-For), as real logins do, so the per-address attempt limit is not what is measured.
 */
const accountCount = 80;
const loginClients = 4;
const password = "Bench-Login-Password-7";

type LoginFigures = {
  logins: number;
  loginsPerSecond: number;
  loginP95: number;
  loginErrors: number;
  gamesP99: number;
  gamesRps: number;
  gamesErrors: number;
};

let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body: JSON.stringify(body),
  });
}

async function createAccount(base: string, index: number): Promise<string> {
  const email = `bench.${Date.now().toString(36)}.${index}@example.com`;
  const request = await post(base, "/api/users/signup/request", {
    name: `Bench ${index}`,
    email,
    dob: "1990-01-01",
    password,
    confirmPassword: password,
  });
  if (!request.ok) throw new Error(`sign-up failed: ${request.status} ${await request.text()}`);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const reply = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const messages = ((await reply.json()) as { data: { subject: string }[] }).data;
    const code = messages[0]?.subject.match(/\d{6}/)?.[0];
    if (code) {
      const verify = await post(base, "/api/users/signup/verify", { email, otp: code });
      if (!verify.ok) throw new Error(`verify failed: ${verify.status}`);
      return email;
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

export async function benchLogins(
  base: string,
  seconds: number,
  headers: Record<string, string>,
): Promise<LoginFigures> {
  const emails: string[] = [];
  for (let start = 0; start < accountCount; start += 8) {
    const batch = Array.from({ length: Math.min(8, accountCount - start) }, (_, i) => start + i);
    emails.push(...(await Promise.all(batch.map((index) => createAccount(base, index)))));
  }
  // Each account may log in 10 times per 15 minutes: never ask more of it.
  const maxLogins = emails.length * 9;
  const durations: number[] = [];
  let errors = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  const games = autocannon({
    url: `${base}/api/games`,
    connections: 8,
    duration: seconds,
    headers: { ...headers, Accept: "application/json" },
  });
  const started = Date.now();
  const workers = Array.from({ length: loginClients }, async () => {
    while (Date.now() < deadline && next < maxLogins) {
      const email = emails[next % emails.length];
      next += 1;
      const begin = performance.now();
      const reply = await post(base, "/api/users/login", { email, password });
      await reply.arrayBuffer();
      durations.push(performance.now() - begin);
      if (reply.status !== 200) errors += 1;
    }
  });
  await Promise.all(workers);
  const elapsed = (Date.now() - started) / 1000;
  const gameResult = await games;
  return {
    logins: durations.length,
    loginsPerSecond: Math.round(durations.length / elapsed),
    loginP95: Math.round(percentile(durations, 95) * 10) / 10,
    loginErrors: errors,
    gamesP99: gameResult.latency.p99,
    gamesRps: Math.round(gameResult.requests.average),
    gamesErrors: gameResult.errors + gameResult.non2xx,
  };
}
