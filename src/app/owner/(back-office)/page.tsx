export const metadata = { title: "Today" };

export default function BackOfficeHome() {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">Today</h1>
      <p className="text-stone-700">
        The overview of arrivals, departures and requests comes next.
      </p>
    </div>
  );
}
