// lucide's "reply" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Reply(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 18v-2a4 4 0 0 0-4-4H4" />
      <path d="m9 17-5-5 5-5" />
    </Svg>
  );
}
