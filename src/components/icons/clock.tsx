// lucide's "clock" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Clock(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </Svg>
  );
}
