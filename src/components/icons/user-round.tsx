// lucide's "user-round" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function UserRound(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="5" />
      <path d="M20 21a8 8 0 0 0-16 0" />
    </Svg>
  );
}
