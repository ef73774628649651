// lucide's "user" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function User(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
      <circle cx="12" cy="7" r="4" />
    </Svg>
  );
}
