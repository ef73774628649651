// lucide's "arrow-up" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function ArrowUp(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m5 12 7-7 7 7" />
      <path d="M12 19V5" />
    </Svg>
  );
}
