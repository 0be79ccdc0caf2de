import { escapeMarkup } from "~/domain/content/escape-markup";
import { isPlainName, leadPhrase, leadTitle } from "~/domain/leads/form-schemas";
import type { MailAddress, MailMessage } from "../mail/mailer.server";
import { adfFileName, leadAdfXml } from "./adf-lead.server";
import { contactName, locationAddress, type LeadFacts } from "./lead-facts.server";

/**
 * The three emails a lead sends (issue 10 §5): the dealer's (people: HTML
 * and text, the ADF XML attached), the CRM's (machines: the ADF XML as the
 * whole plain-text body, as CRM email importers read it;
 * docs/decisions/lead-email.md) and the shopper's confirmation.
 */

type Row = [label: string, value: string | null | undefined, href?: string];

function textRows(rows: Row[]): string {
  return rows
    .filter(([, v]) => v)
    .map(([l, v, href]) => `${l}: ${v}${href && /^https?:/.test(href) && href !== v ? ` <${href}>` : ""}`)
    .join("\n");
}

function htmlRows(rows: Row[]): string {
  const cells = rows
    .filter(([, v]) => v)
    .map(
      ([l, v, href]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:600">${escapeMarkup(l)}</th><td style="padding:4px 0">${
          href ? `<a href="${escapeMarkup(href)}">${escapeMarkup(v!)}</a>` : escapeMarkup(v!).replace(/\n/g, "<br>")
        }</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${cells}</table>`;
}

function htmlPage(title: string, sections: [heading: string, body: string][]): string {
  const body = sections
    .map(([h, b]) => `${h ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeMarkup(h)}</h2>` : ""}${b}`)
    .join("");
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a;max-width:640px">${body}</body></html>`;
}

function textPage(sections: [heading: string, body: string][]): string {
  return sections.map(([h, b]) => `${h}\n${"-".repeat(h.length)}\n${b}`).join("\n\n") + "\n";
}

const yesNo = (b: boolean) => (b ? "Yes" : "No");

function dealerSections(f: LeadFacts): { text: [string, string][]; html: [string, string][] } {
  const c = f.contact;
  const lead: Row[] = [
    ["Reference", f.reference],
    ["Received", f.receivedText],
    ["Enquiry", leadTitle(f.category, f.subcategory)],
    ["Dealership", f.dealership.name],
    ["Location", f.location.name],
  ];
  const contact: Row[] = [
    ["Name", contactName(f)],
    ["Email Address", c.email, c.email ? `mailto:${c.email}` : undefined],
    ["Mobile Number", c.phone, c.phone ? `tel:${c.phone}` : undefined],
    ["Postcode", c.postcode],
    ["Preferred contact method", c.preferredContact],
  ];
  const car: Row[] = f.car
    ? [
        ["Car", f.car.title, f.car.url],
        ["Stock number", f.car.stocknum],
        ["VIN", f.car.vin],
        ["Type", `${f.car.car_type} (${f.car.vehicle_status.replace("_", " ")})`],
        ["Price", f.car.price_text],
        ["Odometer", f.car.km ? `${f.car.km.toLocaleString("en-AU")} km` : null],
        ["Colour", f.car.colour],
      ]
    : [];
  const details: Row[] = [["Comments", f.message], ...f.answers.map((a): Row => [a.label, a.value])];
  const consent: Row[] = [
    ["Accepted the terms of use", `${yesNo(f.consent.termsAccepted)}, ${f.consent.atText}`],
    ["Happy to receive offers", yesNo(f.consent.optIn)],
  ];
  const a = f.attributes;
  const params = Object.entries(a.linked_query_params ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  const source: Row[] = [
    ["Source", a.source],
    ["Page", a.url, a.url ? new URL(a.url, f.site.origin).toString() : undefined],
    ["Campaign", params],
    ["Pages visited", (a.visited_pages ?? []).join("\n")],
  ];
  const parts: [string, Row[]][] = [
    ["Lead", lead],
    ["Customer", contact],
    ...(car.length ? ([["Car", car]] as [string, Row[]][]) : []),
    ["Details", details],
    ["Consent", consent],
    ["Where they came from", source],
  ];
  const shown = parts.filter(([, rows]) => rows.some(([, v]) => v));
  return {
    text: shown.map(([h, rows]) => [h, textRows(rows)]),
    html: shown.map(([h, rows]) => [h, htmlRows(rows)]),
  };
}

/** "New lead GR-…: Vehicle Enquiry – 2021 Toyota Corolla (ST1) – Jane Citizen"; "…: General Enquiry – Jane Citizen". */
export function dealerSubject(f: LeadFacts): string {
  const what = f.car
    ? [f.category, `${f.car.title}${f.car.stocknum ? ` (${f.car.stocknum})` : ""}`]
    : [leadTitle(f.category, f.subcategory)];
  return `New lead ${f.reference}: ${[...what, contactName(f)].join(" – ")}`;
}

export function dealerEmail(f: LeadFacts, from: MailAddress, to: string[]): MailMessage {
  const s = dealerSections(f);
  const title = dealerSubject(f);
  const intro = `A new lead from ${f.site.name} (${f.site.host}). The lead is attached as ADF XML (${adfFileName(f)}) for your CRM.`;
  return {
    from,
    to,
    // The dealer's reply goes to the shopper.
    replyTo: f.contact.email ? { name: contactName(f), address: f.contact.email } : undefined,
    subject: title,
    text: `${intro}\n\n${textPage(s.text)}`,
    html: htmlPage(title, [["New lead", `<p>${escapeMarkup(intro)}</p>`], ...s.html]),
    attachments: [{ filename: adfFileName(f), content: leadAdfXml(f), contentType: "text/xml; charset=utf-8" }],
    headers: { "X-Lead-Reference": f.reference },
  };
}

/** For CRM email importers: the ADF XML is the whole body, nothing else in the message. */
export function crmEmail(f: LeadFacts, from: MailAddress, to: string[]): MailMessage {
  return {
    from,
    to,
    subject: `ADF lead ${f.reference}`,
    text: leadAdfXml(f),
    headers: { "X-Lead-Reference": f.reference },
  };
}

/** The longest first name the confirmation greets by name. */
const GREETING_NAME_MAX = 30;

/**
 * The first name the confirmation greets, or null for "Hi there,": only a
 * plain name (letters, no link, no markup; isPlainName), so the one text the
 * visitor controls in an email sent to an address they typed cannot carry an
 * advert or a link (issue 17 §11). The forms refuse other names already; this
 * holds for any lead however it was stored.
 */
export function greetingName(firstName: string): string | null {
  const name = firstName.trim().replace(/\s+/g, " ");
  return name && name.length <= GREETING_NAME_MAX && isPlainName(name) ? name : null;
}

/** The shopper's confirmation (issue 10 §5): the reference, the car, the dealership's contact details, what happens next. */
export function confirmationEmail(f: LeadFacts, from: MailAddress): MailMessage {
  const l = f.location;
  const title = `We've received your enquiry – reference ${f.reference}`;
  const greeting = `Hi ${greetingName(f.contact.firstName) ?? "there"},`;
  const thanks = `Thank you for contacting ${f.dealership.name}. We have received your ${leadPhrase(f.form, f.category)} and your reference is ${f.reference}.`;
  const next =
    `What happens next: a member of our team at ${l.name} will contact you` +
    (f.contact.preferredContact
      ? ` by ${f.contact.preferredContact === "SMS" ? "SMS" : f.contact.preferredContact.toLowerCase()}`
      : "") +
    ` during business hours. If you need us sooner, call us on ${l.contact_detail.phone} and quote your reference.`;
  const car: Row[] = f.car
    ? [
        ["Car", f.car.title, f.car.url],
        ["Stock number", f.car.stocknum],
        ["Price", f.car.price_text],
      ]
    : [];
  const place: Row[] = [
    ["Dealership", f.dealership.name],
    ["Location", l.name],
    ["Phone", l.contact_detail.phone, `tel:${l.contact_detail.phone.replace(/[^\d+]/g, "")}`],
    ["Address", locationAddress(l), l.address.place_url ?? undefined],
    ["Website", f.site.origin, f.site.origin],
  ];
  const text = [
    greeting,
    "",
    thanks,
    "",
    ...(car.length ? [textPage([["Your car", textRows(car)]])] : []),
    textPage([["Contact us", textRows(place)]]),
    next,
    "",
    `This email was sent because you submitted a form on ${f.site.host}.`,
    "",
  ].join("\n");
  const html = htmlPage(title, [
    ["Thank you", `<p>${escapeMarkup(greeting)}</p><p>${escapeMarkup(thanks)}</p>`],
    ...(car.length ? ([["Your car", htmlRows(car)]] as [string, string][]) : []),
    ["Contact us", htmlRows(place)],
    ["What happens next", `<p>${escapeMarkup(next.replace(/^What happens next: /, ""))}</p>`],
    [
      "",
      `<p style="color:#555;font-size:12px">This email was sent because you submitted a form on ${escapeMarkup(f.site.host)}.</p>`,
    ],
  ]);
  return {
    from: { name: f.dealership.name, address: from.address },
    to: [f.contact.email!],
    subject: title,
    text,
    html,
    // An automatic message: no auto-replies to it (RFC 3834).
    headers: { "X-Lead-Reference": f.reference, "Auto-Submitted": "auto-generated" },
  };
}
