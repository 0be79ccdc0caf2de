import PDFDocument from "pdfkit";
import { pdfBytes } from "~/server/pdf-bytes.server";
import { textOn } from "~/domain/content/brand-colours";
import { dealerCommentsShown } from "~/domain/vehicle/dealer-comments";
import { isOwnImageSource } from "~/domain/vehicle/image-renditions";
import { displayPrice } from "~/domain/vehicle/price-display";
import { detailsHeading, featureList, keyInformationRows } from "~/domain/vehicle/spec-rows";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { isInStock, type Vehicle } from "~/domain/vehicle/vehicle";
import { vehicleLocation } from "~/domain/vehicle/page-behaviour";
import { publicPhone } from "~/domain/vehicle/phone-number";
import type { ImageRenderer } from "../images/render.server";

/**
 * The vehicle's PDF (spec 01 §7 'PDF for a car slug ... returns a blob saved
 * as {slug}.pdf'): an A4 sheet with the photo, price, where the car is, key
 * information, features and dealer comments.
 */

const INK = "#14181f";
const MUTED = "#5b6472";
const LINE = "#e3e6eb";
const M = 36; // page margin, points

export async function vehiclePdf(v: Vehicle, cfg: TenantConfig, pageUrl: string, photo: Buffer | null): Promise<Buffer> {
  const heading = detailsHeading(v);
  const doc = new PDFDocument({ size: "A4", margin: M, info: { Title: heading, Author: cfg.name, Subject: pageUrl } });
  const done = pdfBytes(doc);

  const W = doc.page.width - 2 * M;
  const brand = cfg.theme.primary_colour;
  const band = cfg.theme.secondary_colour;
  const location = vehicleLocation(cfg, v.location_id);
  // A masking tenant gives the number only through the reveal call (spec 01 §4): none on the PDF.
  const phone = publicPhone(cfg, v);

  // Header band in the tenant's colours, text in whichever of white or black reads on it.
  doc.rect(0, 0, doc.page.width, 50).fill(band);
  doc
    .fillColor(textOn(band))
    .font("Helvetica-Bold")
    .fontSize(15)
    .text(cfg.name, M, 18, { width: W * 0.65, lineBreak: false, ellipsis: true });
  if (phone)
    doc
      .font("Helvetica")
      .fontSize(11)
      .text(phone, M + W * 0.65, 20, { width: W * 0.35, align: "right", lineBreak: false });

  // Title and price
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(18).text(heading, M, 66, { width: W });
  const price = displayPrice(v, { subscriptionPricing: cfg.features.subscription_pricing, noPriceText: cfg.texts.noPriceText });
  const priceText = !isInStock(v.status)
    ? cfg.texts.soldText
    : price.kind === "subscription"
      ? `${price.text}${price.suffix}`
      : price.text;
  const priceY = doc.y + 4;
  doc
    .fillColor(isInStock(v.status) ? brand : "#b91c1c")
    .fontSize(20)
    .text(priceText, M, priceY, { lineBreak: false });
  let x = M + doc.widthOfString(priceText) + 10;
  doc.font("Helvetica").fontSize(10).fillColor(MUTED);
  if (isInStock(v.status) && price.kind !== "subscription" && "wasText" in price && price.wasText) {
    const was = `was ${price.wasText}`;
    doc.text(was, x, priceY + 7, { lineBreak: false, strike: true });
    x += doc.widthOfString(was) + 10;
  }
  if (isInStock(v.status) && "priceType" in price && price.priceType)
    doc.text(price.priceType, x, priceY + 7, { lineBreak: false });
  let y = priceY + 30;

  // Photo on the left, the car's essentials on the right.
  const photoW = W * 0.58;
  const photoH = (photoW * 2) / 3;
  if (photo) doc.image(photo, M, y, { width: photoW, height: photoH });
  else doc.rect(M, y, photoW, photoH).fill("#e9ecf1");
  const sideX = M + photoW + 16;
  const sideW = W - photoW - 16;
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(11).text(location.name, sideX, y, { width: sideW });
  const a = location.address;
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`${a.street}, ${a.city} ${a.state} ${a.postcode}`, { width: sideW });
  if (phone) doc.fillColor(INK).font("Helvetica-Bold").fontSize(11).text(phone, { width: sideW });
  doc.moveDown(0.6);
  const rows = keyInformationRows(v);
  for (const r of rows.slice(0, 8)) {
    const rowY = doc.y;
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(r.label, sideX, rowY, { width: sideW * 0.45 });
    const labelEnd = doc.y;
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .text(r.value, sideX + sideW * 0.45, rowY, { width: sideW * 0.55 });
    doc.y = Math.max(labelEnd, doc.y) + 2;
  }
  doc
    .fillColor(brand)
    .font("Helvetica")
    .fontSize(8)
    .text(pageUrl, sideX, doc.y + 4, { width: sideW, link: pageUrl, underline: true });
  y = Math.max(y + photoH, doc.y) + 16;

  // The rest of the key information in two columns.
  const more = rows.slice(8);
  if (more.length) {
    y = section(doc, "More details", y);
    const colW = (W - 20) / 2;
    more.forEach((r, i) => {
      const cx = M + (i % 2) * (colW + 20);
      const cy = y + Math.floor(i / 2) * 14;
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor(MUTED)
        .text(r.label, cx, cy, { width: colW * 0.45, lineBreak: false, ellipsis: true });
      doc.fillColor(INK).text(r.value, cx + colW * 0.45, cy, { width: colW * 0.55, lineBreak: false, ellipsis: true });
    });
    y += Math.ceil(more.length / 2) * 14 + 10;
  }

  const features = featureList(v);
  if (features.length) {
    y = section(doc, "Features", ensureRoom(doc, y, 60));
    const colW = (W - 20) / 2;
    const half = Math.ceil(features.length / 2);
    const bottom = [0, 1].map((col) => {
      doc.y = y;
      for (const f of features.slice(col * half, (col + 1) * half)) {
        doc
          .font("Helvetica")
          .fontSize(9)
          .fillColor(INK)
          .text(`•  ${f}`, M + col * (colW + 20), doc.y, { width: colW });
      }
      return doc.y;
    });
    y = Math.max(...bottom) + 10;
  }

  const comments = dealerCommentsShown(v.dealercomments);
  y = section(doc, "Dealer Comments", ensureRoom(doc, y, 60));
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(comments.kind === "pending" ? MUTED : INK)
    .text(comments.text, M, y, { width: W, lineGap: 1.5 });

  const ids = [v.stocknum ? `Stock no. ${v.stocknum}` : null, v.vin ? `VIN ${v.vin}` : null].filter(Boolean).join("   ·   ");
  if (ids)
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(ids, M, doc.page.height - M - 10, { width: W, align: "center", lineBreak: false });

  doc.end();
  return done;
}

/** A section heading with a rule under it; answers where the section's content starts. */
function section(doc: PDFKit.PDFDocument, title: string, y: number): number {
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(title, M, y);
  const ruleY = doc.y + 2;
  doc
    .moveTo(M, ruleY)
    .lineTo(doc.page.width - M, ruleY)
    .lineWidth(0.6)
    .strokeColor(LINE)
    .stroke();
  return ruleY + 6;
}

/** Starts a new page when fewer than `needed` points are left below y. */
function ensureRoom(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= doc.page.height - doc.page.margins.bottom) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/**
 * The primary photo as a JPEG for the PDF, through the image renderer (SVG
 * demo photos included). Photos on other hosts are left out: the server
 * fetches nothing from elsewhere.
 */
export async function primaryPhotoJpeg(images: ImageRenderer, v: Vehicle): Promise<Buffer | null> {
  const src = v.primary_image_url ?? v.images[0]?.image ?? v.spin_images[0] ?? null;
  if (!src || !isOwnImageSource(src)) return null;
  const r = await images.render({ src, width: 800, format: "jpeg", quality: 75 });
  return r?.body ?? null;
}
