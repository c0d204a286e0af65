import type { MailboxMessage } from "#contracts/accounts.ts";
import { escapeHtml, page } from "#server/platform/plain-page.ts";

/**
 * The development mailbox page: plain HTML with no script, each message in a sandboxed frame
 * (its HTML came from our templates, but the frame keeps any user-supplied text inert).
 */
export function renderMailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (message, index) => `<details class="mail"${index === 0 ? " open" : ""}>
<summary><span class="subject">${escapeHtml(message.subject)}</span><span class="meta">to ${escapeHtml(message.to)} · <time datetime="${message.sentAt}">${escapeHtml(message.sentAt.replace("T", " ").slice(0, 19))} UTC</time></span></summary>
<iframe title="${escapeHtml(message.subject)}" sandbox srcdoc="${escapeHtml(message.html)}"></iframe>
<pre>${escapeHtml(message.text)}</pre>
</details>`,
    )
    .join("\n");
  return page({
    title: "Development mailbox · GameZone",
    style: `
body{margin:0;padding:24px 16px;background:#05050a;color:#ececf7;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:860px;margin:0 auto}
h1{font-size:24px;margin:0 0 4px}h1 span{color:#22d3ee}
p.lead{color:#b4b4cf;margin:0 0 20px}
form{display:flex;gap:8px;margin:0 0 20px;flex-wrap:wrap}
input{flex:1;min-width:220px;padding:10px 12px;border-radius:10px;border:1px solid #2a2a45;background:#0f0f1b;color:#ececf7}
button,a.button{font:inherit;padding:10px 16px;border-radius:10px;border:0;background:linear-gradient(90deg,#8b5cf6,#22d3ee);color:#05050a;font-weight:700;text-decoration:none;cursor:pointer}
.mail{background:#0f0f1b;border:1px solid #2a2a45;border-radius:14px;margin:0 0 12px;overflow:hidden}
summary{cursor:pointer;padding:14px 16px;display:flex;flex-direction:column;gap:4px}
.subject{font-weight:700}.meta{color:#8b8bab;font-size:13px}
iframe{width:100%;height:520px;border:0;border-top:1px solid #2a2a45;background:#05050a}
pre{margin:0;padding:14px 16px;border-top:1px solid #2a2a45;white-space:pre-wrap;color:#b4b4cf;font-size:13px}
.empty{color:#8b8bab;padding:24px;text-align:center;border:1px dashed #2a2a45;border-radius:14px}
`,
    body: `<h1>Game<span>Zone</span> development mailbox</h1>
<p class="lead">Demo mode: every e-mail the shop sends lands here instead of a real inbox. Do not expose this server publicly. JSON: <code>/api/dev/mailbox</code>.</p>
<form method="get" action="/dev/mailbox"><label class="sr" for="to" hidden>Recipient</label><input id="to" name="to" type="email" placeholder="Only messages to… (e-mail address)" value="${escapeHtml(to ?? "")}"><button type="submit">Filter</button> <a class="button" href="/dev/mailbox">All</a> <a class="button" href="/">Back to the shop</a></form>
${items || `<p class="empty">No e-mails yet${to ? ` to ${escapeHtml(to)}` : ""}. Sign up in the shop and the code arrives here.</p>`}`,
  });
}
