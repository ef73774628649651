// lucide's "undo-2" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Undo2(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11" />
    </Svg>
  );
}
