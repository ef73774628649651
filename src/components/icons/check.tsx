// lucide's "check" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Check(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Svg>
  );
}
