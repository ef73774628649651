// lucide's "power" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Power(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2v10" />
      <path d="M18.4 6.6a9 9 0 1 1-12.77.04" />
    </Svg>
  );
}
