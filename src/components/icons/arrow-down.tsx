// lucide's "arrow-down" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function ArrowDown(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 5v14" />
      <path d="m19 12-7 7-7-7" />
    </Svg>
  );
}
