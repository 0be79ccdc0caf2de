import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NO_DELIVERY_PRICE } from "~/domain/buying-online/delivery/delivery-quote";
import { DeliveryQuote, deliveryAnswerText } from "./delivery-quote";

describe("DeliveryQuote (issue 20 item 1)", () => {
  it("words the answer: region and price as the page's prices, Free for nothing, else the message", () => {
    expect(deliveryAnswerText({ kind: "estimate", postcode: "4350", estimate: { price: 1290, name: "Toowoomba" } })).toBe(
      "Delivery to Toowoomba: $1,290",
    );
    expect(deliveryAnswerText({ kind: "estimate", postcode: "4000", estimate: { price: 0, name: "Brisbane Inner City" } })).toBe(
      "Delivery to Brisbane Inner City: Free",
    );
    expect(deliveryAnswerText({ kind: "none", postcode: "0000", message: NO_DELIVERY_PRICE })).toBe(NO_DELIVERY_PRICE);
  });

  it("is a labelled GET form to the page itself with a live answer, carrying the no-JavaScript answer", () => {
    const html = renderToString(
      <DeliveryQuote
        carId={7}
        path="/cars/2024-kia-ev6"
        initial={{ kind: "refused", postcode: "", message: "Please enter a postcode." }}
      />,
    );
    expect(html).toContain('action="/cars/2024-kia-ev6#delivery" method="get"');
    expect(html).toMatch(/<label for="([^"]+)-postcode"[^>]*>Your postcode<\/label>/);
    expect(html).toMatch(/<input[^>]*maxLength="4"[^>]*name="delivery_postcode"/);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/role="status" aria-live="polite">Please enter a postcode\.<\/p>/);
  });
});
