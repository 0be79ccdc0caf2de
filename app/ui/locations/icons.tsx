/** Small line icons for the location screens; decorative, hidden from assistive technology. */
const paths = {
  pin: "M10 18s6-5.2 6-10A6 6 0 0 0 4 8c0 4.8 6 10 6 10zm0-7.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5z",
  phone:
    "M6.6 2.5l2 3.6-1.5 1.6a10 10 0 0 0 5.2 5.2l1.6-1.5 3.6 2-.9 2.9c-.2.6-.8 1-1.5.9A15 15 0 0 1 2.8 4.9c-.1-.7.3-1.3.9-1.5z",
  clock: "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 3v5l3.5 2",
  directions: "M10 1.5l8.5 8.5-8.5 8.5L1.5 10zM7 11.5V9h5M10.5 7l2 2-2 2",
} as const;

export function Icon({ name, size = 18 }: { name: keyof typeof paths; size?: number }) {
  const stroke = name === "clock" || name === "directions";
  return (
    <svg className="loc-icon" width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill={stroke ? "none" : "currentColor"}
        stroke={stroke ? "currentColor" : "none"}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
