/** Text for HTML: the page shows operator and package names, which are not ours to trust. */
function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SandboxPageInput {
  action: string;
  gateway: string;
  packageName: string;
  amount: number;
  currency: string;
  status: string;
  companyName: string;
}

/**
 * The sandbox's checkout: what a gateway's hosted page would show, with Approve and Decline.
 * Plain HTML with no script, readable and operable by keyboard and screen reader.
 */
/** A transaction names PayPal "Paypal" (contract §2.11); people read PayPal. */
const DISPLAY: Record<string, string> = { Paypal: 'PayPal' };

export function sandboxPage(input: SandboxPageInput): string {
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: input.currency }).format(
    input.amount,
  );
  const open = input.status === 'pending' || input.status === 'failed';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox payment · ${htmlText(input.companyName)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.35rem;margin:0 0 .5rem}
.note{background:#fef3c7;color:#78350f;padding:.5rem .75rem;border-radius:8px;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#475569}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:2px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.approve{background:#0f766e;color:#fff}
.decline{background:#fff;color:#9f1239;border-color:#9f1239}
</style>
</head>
<body>
<main>
<h1>Sandbox payment</h1>
<p class="note">This is the built-in sandbox standing in for ${htmlText(DISPLAY[input.gateway] ?? input.gateway)}: no money moves. Approve or decline to see what a real payment does.</p>
<dl>
<dt>Package</dt><dd>${htmlText(input.packageName)}</dd>
<dt>Amount</dt><dd>${htmlText(price)}</dd>
<dt>Status</dt><dd>${htmlText(input.status)}</dd>
</dl>
${
  open
    ? `<form method="post" action="${htmlText(input.action)}" class="actions">
<button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
</form>`
    : '<p>This payment is complete.</p>'
}
</main>
</body>
</html>`;
}
