// lucide's "calendar-days" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function CalendarDays(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 2v3" />
      <path d="M16 2v3" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18" />
      <path d="M8 13h.01" />
      <path d="M12 13h.01" />
      <path d="M16 13h.01" />
      <path d="M8 17h.01" />
      <path d="M12 17h.01" />
      <path d="M16 17h.01" />
    </Svg>
  );
}
