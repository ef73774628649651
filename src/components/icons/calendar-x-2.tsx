// lucide's "calendar-x-2" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function CalendarX2(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M16 2v3" />
      <path d="m17 16 5 5" />
      <path d="m17 21 5-5" />
      <path d="M21 12V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8" />
      <path d="M3 9h18" />
      <path d="M8 2v3" />
    </Svg>
  );
}
