// lucide's "arrow-left" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function ArrowLeft(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </Svg>
  );
}
