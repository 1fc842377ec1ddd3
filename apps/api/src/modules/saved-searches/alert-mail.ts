import type { MailMessage } from '../../adapters/mail/mail.adapter.js';

/** Listings one alert mail shows; the rest are "and N more" behind the search link. */
export const MAX_LISTINGS_PER_MAIL = 14;

export interface AlertListing {
  title: string;
  slug_id: string;
  title_image: string | null;
  price: number;
  property_type: string;
  city: string | null;
  /** A rent's period (Monthly, Yearly…). */
  rentduration?: string | null;
  /** A favourite alert's news ("Price reduced from 250,000 to 230,000", "Sold"…). */
  change?: string;
}

export interface AlertMail {
  to: string;
  recipientName: string | null;
  company: string;
  currency: string;
  publicUrl: string;
  subject: string;
  heading: string;
  intro: string;
  listings: readonly AlertListing[];
  /** How many listings the alert is about in all (more than shown: "and N more"). */
  total: number;
  /** Where "and N more" leads (the search's results); the favourites page for favourite alerts. */
  moreUrl: string;
  moreLabel: string;
  manageUrl: string;
  manageLabel: string;
  unsubscribeUrl: string;
  unsubscribeLabel: string;
  /** The one-click address (the API call) for List-Unsubscribe. */
  oneClickUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const listingUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/properties-details/${encodeURIComponent(slug)}`;

function priceText(listing: AlertListing, currency: string): string {
  const amount = `${currency}${Math.round(listing.price).toLocaleString('en-US')}`;
  if (listing.property_type !== 'rent' && listing.property_type !== 'rented') return amount;
  return `${amount} (${listing.rentduration || 'Monthly'})`;
}

function facts(listing: AlertListing, currency: string): string {
  return [priceText(listing, currency), listing.city].filter(Boolean).join(' · ');
}

// Colours: body text #1f2933 and links #0b57d0 on white are above WCAG AA's 4.5:1.
const TEXT = 'color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5';
const LINK = 'color:#0b57d0;text-decoration:underline';

/**
 * An alert as a mail: an accessible HTML part (language, a heading, a list of listings with real
 * links and alt text, no layout tables) and the same words as plain text, with the
 * List-Unsubscribe headers of RFC 2369 and RFC 8058 (one click, no sign-in).
 */
export function composeAlertMail(mail: AlertMail): MailMessage {
  const shown = mail.listings.slice(0, MAX_LISTINGS_PER_MAIL);
  const more = Math.max(0, mail.total - shown.length);
  const greeting = mail.recipientName ? `Hello ${mail.recipientName},` : 'Hello,';

  const items = shown
    .map((l) => {
      const url = listingUrl(mail.publicUrl, l.slug_id);
      const image = l.title_image
        ? `<img src="${escapeHtml(l.title_image)}" alt="${escapeHtml(l.title)}" width="160" style="display:block;max-width:160px;height:auto;border:0;margin-bottom:8px">`
        : '';
      const change = l.change ? `<br><strong>${escapeHtml(l.change)}</strong>` : '';
      return `<li style="margin:0 0 20px 0">${image}<a href="${escapeHtml(url)}" style="${LINK};font-weight:bold">${escapeHtml(l.title)}</a>${change}<br>${escapeHtml(facts(l, mail.currency))}</li>`;
    })
    .join('\n');
  const moreHtml =
    more > 0
      ? `<p>And ${more} more: <a href="${escapeHtml(mail.moreUrl)}" style="${LINK}">${escapeHtml(mail.moreLabel)}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;${TEXT}">
<main>
<h1 style="font-size:22px;margin:0 0 16px 0;color:#1f2933">${escapeHtml(mail.heading)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(mail.intro)}</p>
<ul style="padding-left:20px">
${items}
</ul>
${moreHtml}
<p><a href="${escapeHtml(mail.manageUrl)}" style="${LINK}">${escapeHtml(mail.manageLabel)}</a></p>
<p style="font-size:14px"><a href="${escapeHtml(mail.unsubscribeUrl)}" style="${LINK}">${escapeHtml(mail.unsubscribeLabel)}</a></p>
<p style="font-size:14px">${escapeHtml(mail.company)}</p>
</main>
</body>
</html>
`;

  const text = [
    greeting,
    '',
    mail.intro,
    '',
    ...shown.flatMap((l) => [
      `- ${l.title}${l.change ? ` — ${l.change}` : ''}`,
      `  ${facts(l, mail.currency)}`,
      `  ${listingUrl(mail.publicUrl, l.slug_id)}`,
    ]),
    ...(more > 0 ? ['', `And ${more} more: ${mail.moreUrl}`] : []),
    '',
    `${mail.manageLabel}: ${mail.manageUrl}`,
    `${mail.unsubscribeLabel}: ${mail.unsubscribeUrl}`,
    '',
    mail.company,
  ].join('\n');

  return {
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${mail.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
