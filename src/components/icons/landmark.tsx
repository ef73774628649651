// lucide's "landmark" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Landmark(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10 18v-7" />
      <path d="M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z" />
      <path d="M14 18v-7" />
      <path d="M18 18v-7" />
      <path d="M3 22h18" />
      <path d="M6 18v-7" />
    </Svg>
  );
}
