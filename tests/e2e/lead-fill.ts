import type { Page } from "@playwright/test";

/** Fills the contact enquiry form (/contact) completely: name, email, phone, a location where asked, message, terms. */
export async function fillContact(page: Page, phone: string, message = "Please call me back about a car."): Promise<void> {
  await page.locator('[name="name"]').fill("Jane");
  await page.locator('[name="last_name"]').fill("Citizen");
  await page.locator('[name="email"]').fill("jane@example.com");
  await page.locator('[name="phone"]').fill(phone);
  const location = page.locator('select[name="location_id"]');
  if (await location.count()) await location.selectOption({ index: 1 });
  await page.locator('[name="message"]').fill(message);
  await page.locator('[name="terms_conditions"]').check();
}
