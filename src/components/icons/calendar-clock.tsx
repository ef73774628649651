// lucide's "calendar-clock" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function CalendarClock(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M16 14v2.2l1.6 1" />
      <path d="M16 2v3" />
      <path d="M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338" />
      <path d="M3 9h5.859" />
      <path d="M8 2v3" />
      <circle cx="16" cy="16" r="6" />
    </Svg>
  );
}
