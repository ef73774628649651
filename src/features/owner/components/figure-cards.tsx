import { Card } from "@/components/ui/card";

export type Figure = { label: string; value: string };

/** A back office page's headline figures: each a card with its label above its value. */
export function FigureCards({ figures, columns }: { figures: Figure[]; columns: 4 | 5 }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${columns === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}>
      {figures.map((figure) => (
        <Card key={figure.label} className="flex flex-col gap-1 p-4">
          <dt className="text-sm text-stone-700">{figure.label}</dt>
          <dd className="text-xl font-semibold text-forest-900">{figure.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
