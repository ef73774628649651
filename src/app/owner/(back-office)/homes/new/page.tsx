import Link from "next/link";
import { HomeForm } from "@/features/properties/components";
import { getOwnerCatalogue, NEW_HOME } from "@/features/properties/server";
import { getConfig } from "@/lib/config";

export const metadata = { title: "Add a home" };

export default async function NewHomePage() {
  const catalogue = await getOwnerCatalogue();
  return (
    <div className="flex flex-col gap-6">
      <Link href="/owner/homes" className="text-sm text-forest-800 underline underline-offset-4">
        All homes
      </Link>
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        Add a home
      </h1>
      <p className="text-stone-700">
        Guests see the home as soon as it is added; add its photos on the next page.
      </p>
      <HomeForm values={NEW_HOME} catalogue={catalogue} tileUrl={getConfig().MAP_TILE_URL} />
    </div>
  );
}
