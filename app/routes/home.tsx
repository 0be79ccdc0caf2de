import { redirect } from "react-router";

// The dealer home page is not part of the current work; the stock listing is the front door.
export function loader() {
  return redirect("/search/new-used-and-demo-cars");
}
